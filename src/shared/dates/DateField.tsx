import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { fieldBox } from '../fieldBox';
import { useLanguage } from '../language/LanguageProvider';
import { formatShortDate } from '../format';
import { CalendarIcon } from '../icons';
import { lazyWithPreload } from '../lazyWithPreload';

export interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  /** Earliest date that may be chosen (YYYY-MM-DD). */
  min?: string;
  /** Latest date that may be chosen (YYYY-MM-DD). */
  max?: string;
  /** Dates that may not be chosen (YYYY-MM-DD), shown greyed out: nights on which the room is full. */
  unavailable?: readonly string[];
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  required?: boolean;
}

// react-datepicker with its locales is heavy: it loads when a guest reaches for a date, not with the page.
const DatePickerInput = lazyWithPreload(() => import(/* webpackChunkName: "datepicker" */ './DatePickerInput'));

/** Starts loading the date picker before it is needed (a pointer over the form, focus nearby). */
export function preloadDatePicker(): void {
  void DatePickerInput.preload().catch(() => undefined);
}

/**
 * The narrowest a date field may be and still show a whole date (8 digits and 2 separators, under
 * 9.5 digit widths in any font, plus the icon and padding): a grid of date fields uses it as its
 * column minimum, so the fields wrap to one column instead of cutting the year off.
 */
export const DATE_FIELD_MIN_WIDTH = 'calc(9.5ch + 44px)';

export const DateInputBox = styled.div`
  position: relative;
  display: block;
  width: 100%;
  .react-datepicker-wrapper {
    display: block;
    width: 100%;
  }
  input {
    width: 100%;
    ${fieldBox}
    padding: 0 8px 0 34px;
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  > svg {
    position: absolute;
    left: 10px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.primary};
    pointer-events: none;
    z-index: 1;
  }
`;

/** A stay-date field in the active language. Until the picker has loaded it shows the date read-only. */
export function DateField(props: DateFieldProps) {
  const { language } = useLanguage();
  // Until a guest reaches for the field it is a plain read-only input; then the picker loads and
  // opens at once for a guest who focused the field before it arrived.
  const [active, setActive] = useState(() => DatePickerInput.loaded() !== null);
  const [wanted, setWanted] = useState(false);
  const want = () => {
    setWanted(true);
    setActive(true);
  };
  const fallback = (
    <input
      id={props.id}
      readOnly
      onFocus={want}
      onClick={want}
      value={props.value ? formatShortDate(props.value, language) : ''}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
    />
  );
  return (
    <DateInputBox>
      <CalendarIcon size={18} />
      {active ? (
        <Suspense fallback={fallback}>
          <DatePickerInput {...props} language={language} openOnMount={wanted} />
        </Suspense>
      ) : (
        fallback
      )}
    </DateInputBox>
  );
}
