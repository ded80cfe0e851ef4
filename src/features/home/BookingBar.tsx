import { useId } from 'react';
import styled from 'styled-components';
import { fieldBox } from '../../shared/fieldBox';
import { addDays } from '../../domain/dates';
import { useStaySearch } from '../../shared/stay/useStaySearch';
import { Button } from '../../shared/Button';
import { DATE_FIELD_MIN_WIDTH, DateField, preloadDatePicker } from '../../shared/dates/DateField';
import { useTexts } from '../../shared/i18n';
import { SEARCH_GUEST_COUNTS, searchGuests, withCheckIn, type BookingSearch } from '../../shared/stay/bookingSearch';
import { stayTexts } from '../../shared/stay/stay.texts';
import { StayRulesNote } from '../../shared/rates/StayRulesNote';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* The two dates side by side while a whole date fits in each, else one above the other. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${DATE_FIELD_MIN_WIDTH}), 1fr));
  column-gap: 12px;
  h2 {
    grid-column: 1 / -1;
    font-size: 22px;
    margin: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns:
      minmax(${DATE_FIELD_MIN_WIDTH}, 1fr) minmax(${DATE_FIELD_MIN_WIDTH}, 1fr) minmax(0, 0.8fr)
      auto;
    column-gap: ${({ theme }) => theme.space(2)};
    align-items: end;
    padding: ${({ theme }) => theme.space(3)};
    h2 {
      display: none;
    }
  }
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    ${fieldBox}
    padding: 0 12px;
  }
`;

const GuestsField = styled(Field)`
  grid-column: 1 / -1;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-column: auto;
  }
`;

const Submit = styled(Button)`
  grid-column: 1 / -1;
  min-height: 48px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-column: auto;
  }
`;

/**
 * The home booking bar (spec section 5): it books nothing, it opens /rooms with the stay as
 * query parameters. Check-in from today (the hotel's today), check-out from the day after.
 */
export function BookingBar({ initial }: { initial?: BookingSearch }) {
  const t = useTexts(stayTexts);
  const ids = useId();
  const { today, search, setSearch, submit } = useStaySearch(initial);

  return (
    // The date picker's code loads when a guest reaches for the bar, not with the page.
    <Form
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      noValidate
      onPointerEnter={preloadDatePicker}
      onFocus={preloadDatePicker}
    >
      <h2 id={`${ids}-title`}>{t.title}</h2>
      <Field>
        <label htmlFor={`${ids}-checkin`}>{t.checkIn}</label>
        <DateField
          id={`${ids}-checkin`}
          value={search.checkin}
          min={today}
          describedBy={`${ids}-rules`}
          onChange={(checkin) => setSearch((s) => withCheckIn(s, checkin))}
        />
      </Field>
      <Field>
        <label htmlFor={`${ids}-checkout`}>{t.checkOut}</label>
        <DateField
          id={`${ids}-checkout`}
          value={search.checkout}
          min={addDays(search.checkin, 1)}
          describedBy={`${ids}-rules`}
          onChange={(checkout) => setSearch((s) => ({ ...s, checkout }))}
        />
      </Field>
      <StayRulesNote id={`${ids}-rules`} checkin={search.checkin} checkout={search.checkout} />
      <GuestsField>
        <label htmlFor={`${ids}-guests`}>{t.guests}</label>
        <select
          id={`${ids}-guests`}
          value={search.guests}
          onChange={(e) => setSearch((s) => ({ ...s, guests: searchGuests(Number(e.target.value)) }))}
        >
          {SEARCH_GUEST_COUNTS.map((n) => (
            <option key={n} value={n}>
              {t.guestOption(n)}
            </option>
          ))}
        </select>
      </GuestsField>
      <Submit type="submit" $variant="accent" $size="lg">
        {t.submit}
      </Submit>
    </Form>
  );
}
