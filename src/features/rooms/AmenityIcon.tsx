import type { ReactNode } from 'react';
import type { AmenityKey, ExtraTag } from './amenities';

const bed = <path d="M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M6 9V6h5v3M13 9V6h5v3" />;
const snow = <path d="M12 3v18M4.2 7.5l15.6 9M19.8 7.5l-15.6 9M9.5 4.5L12 6l2.5-1.5M9.5 19.5L12 18l2.5 1.5" />;
const tv = (
  <>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>
);
const wifi = (
  <>
    <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
    <circle cx="12" cy="19" r="1" fill="currentColor" />
  </>
);
const shower = <path d="M4 20V8a4 4 0 0 1 8 0M9 8h6M10 12v1M13 12v1M16 12v1M11 15v1M14 15v1M4 20h16" />;
const glass = <path d="M7 3h10l-1.5 8a3.5 3.5 0 0 1-7 0L7 3zM12 14.5V21M8.5 21h7" />;
const cup = <path d="M4 10h13v3a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6v-3zM17 11h1.5a2.5 2.5 0 0 1 0 5H16.5M3 21h16" />;
const steam = (
  <path d="M3 20h18M5 20v-5h14v5M8 11c-1-1.2 1-2.3 0-3.5S9 5.2 8 4M12 11c-1-1.2 1-2.3 0-3.5s1-2.3 0-3.5M16 11c-1-1.2 1-2.3 0-3.5s1-2.3 0-3.5" />
);
const car = (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M9.5 17V7.5h3.5a3 3 0 0 1 0 6H9.5" />
  </>
);
const shield = <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5" />;
const sofa = (
  <path d="M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2v-5zM5 18v2M19 18v2" />
);
const users = (
  <path d="M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
);
const door = <path d="M6 21V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17M3 21h18M14.5 12h.01" />;
const lamp = <path d="M8 3h8l3 8H5l3-8zM12 11v7M8 21h8M12 18v3" />;
const lock = (
  <>
    <rect x="5" y="10" width="14" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v3" />
  </>
);
const drop = <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />;
const towel = <path d="M6 3h12v15a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V3zM6 8h12M10 13h4" />;
const bath = <path d="M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5v-3zM6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2" />;
const waves = (
  <path d="M2 12c2 0 2-1.5 4-1.5S8 12 10 12s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 17c2 0 2-1.5 4-1.5S8 17 10 17s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 8V5M12 8V4M16 8V5" />
);
const globe = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>
);
const phone = <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />;
const view = (
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 16l5-5 4 4 3-3 6 6M16 8h.01" />
  </>
);
const noPets = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8M9 10.5a1.2 1.2 0 1 0 0-.01M15 10.5a1.2 1.2 0 1 0 0-.01M12 14c-2 0-3 1.5-3 2.5S10 18 12 18s3-.5 3-1.5S14 14 12 14z" />
  </>
);
const bulb = <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />;
const printer = (
  <>
    <path d="M7 8V3h10v5M7 17H4v-7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v7h-3" />
    <rect x="7" y="14" width="10" height="7" rx="1" />
  </>
);
const laptop = <path d="M5 5h14v10H5zM2 19h20M9 19l.5-1.5h5L15 19" />;

const ICONS: Record<AmenityKey | ExtraTag, ReactNode> = {
  big_bed: bed,
  king_bed: bed,
  orthopedic_mattress: bed,
  ac: snow,
  tv,
  smart_tv: tv,
  flat_tv: tv,
  wifi,
  internet: globe,
  bath_shower: shower,
  mini_bar: glass,
  breakfast: cup,
  spa_sauna: steam,
  parking: car,
  security: shield,
  lounge_corner: sofa,
  up_to_3: users,
  private_entrance: door,
  lamp,
  e_lock: lock,
  toiletries: drop,
  soap: drop,
  sink: drop,
  premium_toiletries: drop,
  towels: towel,
  bath,
  slippers: towel,
  toilet: drop,
  jacuzzi: waves,
  phone,
  view_courtyard: view,
  view_garden: view,
  view_city: view,
  no_pets: noPets,
  light: bulb,
  fax: printer,
  computer: laptop,
  water: drop,
};

/** The line icon of an amenity or extra-service tag (decorative: the text beside it names it). */
export function AmenityIcon({ name, size = 22 }: { name: AmenityKey | ExtraTag; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
