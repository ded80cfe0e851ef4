import { enGB } from 'date-fns/locale/en-GB';
import { ru } from 'date-fns/locale/ru';
import { uz } from 'date-fns/locale/uz';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import DatePicker from 'react-datepicker';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css';
import { createGlobalStyle } from 'styled-components';
import type { LanguageCode } from '../language/languages';
import type { DateFieldProps } from './DateField';

const LOCALES = { UZ: uz, RU: ru, EN: enGB } as const;
// Day first in all three: what guests in Uzbekistan, Russia and most of the world type.
const FORMATS: Record<LanguageCode, string> = { UZ: 'dd.MM.yyyy', RU: 'dd.MM.yyyy', EN: 'dd/MM/yyyy' };
const CLOSE_LABELS: Record<LanguageCode, string> = { UZ: 'Yopish', RU: 'Закрыть', EN: 'Close' };

function toDate(iso: string | undefined): Date | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
}

function toIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Phones get the calendar in a centred overlay instead of a popup that may not fit. Read from the
// viewport as the picker renders (not set after a first paint as a popup); false on the server.
const NARROW_QUERY = '(max-width: 767.98px)';
function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}
const isNarrow = () => window.matchMedia?.(NARROW_QUERY).matches ?? false;
const notNarrow = () => false;

/** The library's stylesheet, linked once when the first picker appears. */
function useDatepickerStylesheet(): void {
  useEffect(() => {
    if (document.querySelector('link[data-datepicker-css]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = datepickerCss;
    link.setAttribute('data-datepicker-css', '');
    document.head.appendChild(link);
  }, []);
}

const PickerTheme = createGlobalStyle`
  .react-datepicker { font-family: ${({ theme }) => theme.fonts.body}; border-color: ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; box-shadow: ${({ theme }) => theme.shadows.raised}; font-size: 15px; }
  .react-datepicker__header { background: ${({ theme }) => theme.colors.surfaceAlt}; border-bottom-color: ${({ theme }) => theme.colors.border}; }
  .react-datepicker__day, .react-datepicker__day-name { width: 2.3rem; line-height: 2.3rem; }
  .react-datepicker__day--selected, .react-datepicker__day--keyboard-selected { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
  .react-datepicker__day--disabled { color: #8a8a8a; }
  .react-datepicker__navigation { width: 44px; height: 44px; top: 0; }
  .react-datepicker__current-month { font-size: 16px; text-transform: capitalize; }
  .react-datepicker-popper { z-index: 50; }
`;

/** react-datepicker in the active language; values in and out are YYYY-MM-DD. */
export default function DatePickerInput({
  id,
  value,
  min,
  max,
  unavailable,
  onChange,
  invalid,
  describedBy,
  disabled,
  required,
  language,
  openOnMount = false,
}: DateFieldProps & { language: LanguageCode; openOnMount?: boolean }) {
  useDatepickerStylesheet();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, notNarrow);
  // Escape closes the open calendar only: a modal around the field (the booking dialog) must not
  // close with it. Seen on the way down, before the picker closes, and stopped on the way up.
  const calendarOpen = useRef(openOnMount);
  const escapeForCalendar = useRef(false);
  return (
    <div
      style={{ display: 'contents' }}
      onKeyDownCapture={(event) => {
        escapeForCalendar.current = event.key === 'Escape' && calendarOpen.current;
      }}
      onKeyDown={(event) => {
        if (!escapeForCalendar.current) return;
        escapeForCalendar.current = false;
        event.stopPropagation();
      }}
    >
      <PickerTheme />
      <DatePicker
        onCalendarOpen={() => {
          calendarOpen.current = true;
        }}
        onCalendarClose={() => {
          calendarOpen.current = false;
        }}
        id={id}
        selected={toDate(value)}
        minDate={toDate(min) ?? undefined}
        maxDate={toDate(max) ?? undefined}
        excludeDates={unavailable?.map((day) => toDate(day)).filter((day): day is Date => day !== null)}
        onChange={(date: Date | null) => {
          if (date) onChange(toIso(date));
        }}
        locale={LOCALES[language]}
        dateFormat={FORMATS[language]}
        calendarStartDay={1}
        ariaInvalid={invalid ? 'true' : undefined}
        ariaDescribedBy={describedBy}
        ariaLabelClose={CLOSE_LABELS[language]}
        disabled={disabled}
        required={required}
        withPortal={narrow}
        showPopperArrow={false}
        autoComplete="off"
        popperPlacement="bottom-start"
        startOpen={openOnMount}
        autoFocus={openOnMount}
      />
    </div>
  );
}
