import type { Locale } from 'date-fns';
import { format as formatDate } from 'date-fns/format';
import { enGB } from 'date-fns/locale/en-GB';
import { ru } from 'date-fns/locale/ru';
import { uz } from 'date-fns/locale/uz';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import DatePicker from 'react-datepicker';
import datepickerCss from 'react-datepicker/dist/react-datepicker.css';
import styled, { createGlobalStyle } from 'styled-components';
import type { LanguageCode } from '../language/languages';
import { visuallyHidden } from '../visuallyHidden';
import type { DateFieldProps } from './DateField';
import { datePickerTexts } from './datePicker.texts';

/**
 * Uzbek as the site writes it: a day's full date (a day's spoken label) year first,
 * `2026-yil 7-dekabr, dushanba`, month and weekday names in lower case (date-fns's uz says
 * `Dushanba, 7 Dekabr, 2026`); the calendar's heading is capitalised by its CSS.
 */
const uzSite: Locale = {
  ...uz,
  formatLong: {
    ...uz.formatLong,
    date: (options) => (options?.width === 'full' ? "y-'yil' d-MMMM, EEEE" : uz.formatLong.date(options)),
  },
  localize: {
    ...uz.localize,
    month: (month, options) => {
      const name = uz.localize.month(month, options);
      return options?.width === 'wide' ? name.toLocaleLowerCase('uz') : name;
    },
    day: (day, options) => {
      const name = uz.localize.day(day, options);
      return options?.width === 'wide' ? name.toLocaleLowerCase('uz') : name;
    },
  },
};

const LOCALES = { UZ: uzSite, RU: ru, EN: enGB } as const;
// Day first in all three: what guests in Uzbekistan, Russia and most of the world type.
const FORMATS: Record<LanguageCode, string> = { UZ: 'dd.MM.yyyy', RU: 'dd.MM.yyyy', EN: 'dd/MM/yyyy' };

/**
 * The calendar's box, named in the page's language (the library's own says "Choose Date"). Each
 * month's rows are named by the month as its heading writes it ("Месяц: декабрь 2026"): the
 * library builds that name with the month in the genitive ("декабря, 2026") and an English
 * "Month", so it is set again after each render of the calendar.
 */
function calendarBox(language: LanguageCode) {
  const t = datePickerTexts[language];
  return function CalendarBox({ className, children }: { className?: string; children?: ReactNode }) {
    const box = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      for (const month of box.current?.querySelectorAll('.react-datepicker__month-container') ?? []) {
        const heading = month.querySelector('.react-datepicker__current-month')?.textContent;
        const rows = month.querySelector('.react-datepicker__month[aria-label]');
        if (heading && rows) rows.setAttribute('aria-label', `${t.month} ${heading}`);
      }
    });
    return (
      <div ref={box} className={className} role="dialog" aria-modal="true" aria-label={t.dialog} translate="no">
        {children}
      </div>
    );
  };
}
// One component per language, made once: a new one at each render would remount the calendar.
const CALENDAR_BOXES: Record<LanguageCode, ReturnType<typeof calendarBox>> = {
  UZ: calendarBox('UZ'),
  RU: calendarBox('RU'),
  EN: calendarBox('EN'),
};

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

const Announce = styled.span`
  ${visuallyHidden}
`;

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
  /* The library's "Selected date: …" is English: the field says the chosen date in its own words instead. */
  .react-datepicker__input-container > .react-datepicker__aria-live { display: none; }
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
  const t = datePickerTexts[language];
  // What the library would announce after a choice, in the page's language.
  const [chosen, setChosen] = useState('');
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
          if (!date) return;
          setChosen(t.selected(formatDate(date, 'PPPP', { locale: LOCALES[language] })));
          onChange(toIso(date));
        }}
        locale={LOCALES[language]}
        dateFormat={FORMATS[language]}
        calendarStartDay={1}
        ariaInvalid={invalid ? 'true' : undefined}
        ariaDescribedBy={describedBy}
        ariaLabelClose={t.close}
        chooseDayAriaLabelPrefix={t.choose}
        disabledDayAriaLabelPrefix={t.unavailable}
        previousMonthAriaLabel={t.previousMonth}
        previousMonthButtonLabel={t.previousMonth}
        nextMonthAriaLabel={t.nextMonth}
        nextMonthButtonLabel={t.nextMonth}
        previousYearAriaLabel={t.previousYear}
        previousYearButtonLabel={t.previousYear}
        nextYearAriaLabel={t.nextYear}
        nextYearButtonLabel={t.nextYear}
        monthAriaLabelPrefix={t.month}
        weekAriaLabelPrefix={t.week}
        calendarContainer={CALENDAR_BOXES[language]}
        disabled={disabled}
        required={required}
        withPortal={narrow}
        showPopperArrow={false}
        autoComplete="off"
        popperPlacement="bottom-start"
        startOpen={openOnMount}
        autoFocus={openOnMount}
      />
      <Announce role="status">{chosen}</Announce>
    </div>
  );
}
