import { useId } from 'react';
import styled from 'styled-components';
import { addDays } from '../../domain/dates';
import { useStaySearch } from '../../shared/stay/useStaySearch';
import { Button } from '../../shared/Button';
import { DATE_FIELD_MIN_WIDTH, DateField, preloadDatePicker } from '../../shared/dates/DateField';
import { useTexts } from '../../shared/i18n';
import { withCheckIn, type BookingSearch } from '../../shared/stay/bookingSearch';
import { stayTexts } from '../../shared/stay/stay.texts';
import { aboutTexts } from './about.texts';
import { StayRulesNote } from '../../shared/rates/StayRulesNote';

/*
 * What the panel does (the spec only names its guest options 1, 2, 3, 4+): what a guest expects
 * from dates and a head count on a hotel site — it finds rooms, exactly like the home booking
 * bar. It books nothing; it opens /rooms?checkin=&checkout=&guests= with the bar's defaults
 * (today and tomorrow in the hotel's time zone, the search's default guests of src/domain/guests.ts), the bar's rule (check-out must be after
 * check-in, else the bar's alert and no navigation) and the bar's query. "4+" sends guests=4, the
 * smallest party it stands for: the rooms page shows every kind whose rooms take four, with how
 * many rooms of it they need (one request books them), and how a group books rooms of different
 * kinds (a request per kind, or a call to reception). Every option is one of the searches the
 * home bar offers too (SEARCH_GUEST_COUNTS, tested), so none leads to rooms the server would refuse.
 */
export const ABOUT_GUEST_OPTIONS = [1, 2, 3, 4] as const;

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  h2 {
    font-size: 30px;
    margin: 0;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.55;
  }
`;

const Dates = styled.div`
  display: grid;
  /* Side by side while a whole date fits in each, else one above the other. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${DATE_FIELD_MIN_WIDTH}), 1fr));
  gap: 12px;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 1fr;
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
`;

const Guests = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .options {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 8px;
  }
  .option {
    position: relative;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label {
    display: grid;
    place-items: center;
    min-height: 48px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 17px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    transition:
      background-color 0.2s,
      color 0.2s,
      border-color 0.2s;
  }
  input:hover + label {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input:checked + label {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Submit = styled(Button)`
  width: 100%;
  min-height: 52px;
`;

/** The about page's stay search: dates and 1, 2, 3 or 4+ guests, leading to the rooms page. */
export function AboutBookingPanel({ initial }: { initial?: BookingSearch }) {
  const t = useTexts(aboutTexts).panel;
  const bar = useTexts(stayTexts);
  const ids = useId();
  const { today, search, setSearch, submit } = useStaySearch(initial);

  return (
    <Panel
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      noValidate
      onPointerEnter={preloadDatePicker}
      onFocus={preloadDatePicker}
    >
      <h2 id={`${ids}-title`}>{t.title}</h2>
      <p>{t.text}</p>
      <Dates>
        <Field>
          <label htmlFor={`${ids}-checkin`}>{bar.checkIn}</label>
          <DateField
            id={`${ids}-checkin`}
            value={search.checkin}
            min={today}
            describedBy={`${ids}-rules`}
            onChange={(checkin) => setSearch((s) => withCheckIn(s, checkin))}
          />
        </Field>
        <Field>
          <label htmlFor={`${ids}-checkout`}>{bar.checkOut}</label>
          <DateField
            id={`${ids}-checkout`}
            value={search.checkout}
            min={addDays(search.checkin, 1)}
            describedBy={`${ids}-rules`}
            onChange={(checkout) => setSearch((s) => ({ ...s, checkout }))}
          />
        </Field>
      </Dates>
      <StayRulesNote id={`${ids}-rules`} checkin={search.checkin} checkout={search.checkout} />
      <Guests>
        <legend>{t.guests}</legend>
        <div className="options">
          {ABOUT_GUEST_OPTIONS.map((n) => {
            const last = n === ABOUT_GUEST_OPTIONS[ABOUT_GUEST_OPTIONS.length - 1];
            return (
              <div className="option" key={n}>
                <input
                  type="radio"
                  id={`${ids}-guests-${n}`}
                  name={`${ids}-guests`}
                  value={n}
                  checked={search.guests === n}
                  onChange={() => setSearch((s) => ({ ...s, guests: n }))}
                />
                <label htmlFor={`${ids}-guests-${n}`}>
                  {/* Short on screen (1, 2, 3, 4+), spelled out for screen readers. */}
                  <span aria-hidden="true">{last ? `${n}+` : n}</span>
                  <span className="visually-hidden">{last ? t.fourPlus : bar.guestOption(n)}</span>
                </label>
              </div>
            );
          })}
        </div>
      </Guests>
      <Submit type="submit" $variant="accent" $size="lg">
        {bar.submit}
      </Submit>
    </Panel>
  );
}
