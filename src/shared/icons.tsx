import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Decorative icons: hidden from assistive technology; the control around them carries the name. */
function icon(paths: React.ReactNode, displayName: string) {
  function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />, 'MenuIcon');
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />, 'ChevronRightIcon');
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 6l-6 6 6 6" />, 'ArrowLeftIcon');
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />, 'ArrowRightIcon');
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
  'MailIcon',
);
export const PhoneIcon = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
  'PhoneIcon',
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
  'MapPinIcon',
);
export const InstagramIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </>,
  'InstagramIcon',
);
export const TelegramIcon = icon(
  <path d="M21 4L3 11l6 2.2M21 4l-3 16-6.5-5.2M21 4L9 13.2m0 0V19l2.5-4.2" />,
  'TelegramIcon',
);
export const PauseIcon = icon(<path d="M9 6v12M15 6v12" />, 'PauseIcon');
export const PlayIcon = icon(<path d="M8 5l11 7-11 7z" />, 'PlayIcon');
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </>,
  'UsersIcon',
);
export const AreaIcon = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />, 'AreaIcon');
export const DoorIcon = icon(
  <>
    <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17M3 21h18" />
    <circle cx="14.5" cy="12" r="0.8" fill="currentColor" />
  </>,
  'DoorIcon',
);
export const MinusIcon = icon(<path d="M5 12h14" />, 'MinusIcon');
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'CheckIcon');
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
  'CalendarIcon',
);
