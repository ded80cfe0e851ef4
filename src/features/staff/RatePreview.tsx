/**
 * The preview of the "Prices and rules" page: for a room kind, dates, the guest's nationality
 * (citizen or foreign) and the rooms taken, what a guest would pay under today's terms — each
 * night, the price bands, the total — or why the stay cannot be booked, in words.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { isIsoDate } from '../../domain/dates';
import { nightBands } from '../../domain/nightBands';
import type { Quote } from '../../domain/rates';
import { findRoom, ROOMS } from '../../domain/rooms';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import { Choice, describedBy, Field } from './formBits';
import { ratesTexts, type RatesTexts } from './rates.texts';
import { Section, TermList } from './ratesBits';
import { useRatePreviewQuery, type RatePreviewAsk } from './staffApi';
import { formatPrice, formatStayDate, roomLabel } from './staffFormat';
import { LoadState } from './BookingList';

/**
 * The preview prices a guest by whether they are a citizen (isForeignGuest): 'UZ' for a citizen,
 * and for a foreign guest a word that is no country's code, since any nationality but UZ pays the same.
 */
const NATIONALITY = { citizen: 'UZ', foreign: 'foreign' } as const;

function reasonText(quote: Quote, t: RatesTexts, language: LanguageCode): string {
  const r = t.preview.reasons;
  if (quote.reason === 'closed_to_arrival') return r.closed_to_arrival;
  if (quote.reason === 'min_nights') return r.min_nights(quote.minNights ?? 1);
  return r.sold_out((quote.soldOutNights ?? []).map((night) => formatStayDate(night, language)).join(', '));
}

function Answer({ quote }: { quote: Quote }) {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  return (
    <div aria-labelledby="preview-answer" role="region">
      <h3 id="preview-answer">
        {roomLabel(quote.roomId, language)} · {t.preview.total}: {formatPrice(quote.total, language)}
        {quote.units > 1 ? ` (${t.preview.forUnits(quote.units)})` : ''}
      </h3>
      {quote.bookable ? (
        <p>{t.preview.bookable}</p>
      ) : (
        <p className="problem">
          {t.preview.notBookable} {reasonText(quote, t, language)}
        </p>
      )}
      <TermList aria-label={t.preview.bands}>
        {/* Consecutive nights at one price, in the stay's order, as the New booking form and a request's page show them. */}
        {nightBands(quote.nights).map((band) => (
          <li key={band.from}>{t.preview.band(band.nights, formatPrice(band.price, language))}</li>
        ))}
      </TermList>
      <details>
        <summary>{t.preview.nights}</summary>
        <TermList aria-label={t.preview.nights}>
          {quote.nights.map((night) => (
            <li key={night.date}>
              {formatStayDate(night.date, language)}: {formatPrice(night.price, language)}
            </li>
          ))}
        </TermList>
      </details>
    </div>
  );
}

export function RatePreview() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const [roomId, setRoomId] = useState(ROOMS[0]!.id);
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const [guest, setGuest] = useState<keyof typeof NATIONALITY>('citizen');
  const [units, setUnits] = useState('1');
  const [errors, setErrors] = useState<{ checkout?: string; units?: string }>({});
  const [ask, setAsk] = useState<RatePreviewAsk | null>(null);
  const preview = useRatePreviewQuery(ask ?? skipToken);
  const most = findRoom(roomId)?.units ?? 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isIsoDate(checkin) || !isIsoDate(checkout) || checkout <= checkin) found.checkout = t.preview.errors.checkout;
    const count = Number(units);
    if (!Number.isInteger(count) || count < 1 || count > most) found.units = t.preview.errors.units(most);
    setErrors(found);
    if (found.checkout)
      return document.getElementById(isIsoDate(checkin) ? 'preview-checkout' : 'preview-checkin')?.focus();
    if (found.units) return document.getElementById('preview-units')?.focus();
    setAsk({ roomId, checkin, checkout, nationality: NATIONALITY[guest], units: count });
  };

  return (
    <Section aria-labelledby="rates-preview">
      <h2 id="rates-preview">{t.preview.title}</h2>
      <p className="muted">{t.preview.lead}</p>
      <form noValidate aria-labelledby="rates-preview" onSubmit={submit}>
        <Field id="preview-room" label={t.room}>
          <select id="preview-room" value={roomId} onChange={(event) => setRoomId(Number(event.target.value))}>
            {ROOMS.map((room) => (
              <option key={room.id} value={room.id}>
                {roomLabel(room.id, language)}
              </option>
            ))}
          </select>
        </Field>
        <div className="pair">
          <Field id="preview-checkin" label={t.preview.checkin}>
            <input
              id="preview-checkin"
              type="date"
              value={checkin}
              onChange={(event) => setCheckin(event.target.value)}
            />
          </Field>
          <Field id="preview-checkout" label={t.preview.checkout} error={errors.checkout}>
            <input
              id="preview-checkout"
              type="date"
              value={checkout}
              min={checkin || undefined}
              onChange={(event) => setCheckout(event.target.value)}
              aria-invalid={errors.checkout ? true : undefined}
              aria-describedby={describedBy('preview-checkout', false, errors.checkout)}
            />
          </Field>
        </div>
        <div className="pair">
          <Choice>
            <legend>{t.preview.guest}</legend>
            <div className="options">
              {(['citizen', 'foreign'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="preview-guest"
                    value={value}
                    checked={guest === value}
                    onChange={() => setGuest(value)}
                  />
                  {t.preview.guests[value]}
                </label>
              ))}
            </div>
          </Choice>
          <Field id="preview-units" label={t.preview.units} error={errors.units}>
            <input
              id="preview-units"
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              value={units}
              onChange={(event) => setUnits(event.target.value)}
              aria-invalid={errors.units ? true : undefined}
              aria-describedby={describedBy('preview-units', false, errors.units)}
            />
          </Field>
        </div>
        <div>
          <Button type="submit">{t.preview.submit}</Button>
        </div>
      </form>
      {ask !== null &&
        (preview.data && !preview.isFetching ? (
          <Answer quote={preview.data} />
        ) : (
          <LoadState error={preview.error} onRetry={() => void preview.refetch()} />
        ))}
    </Section>
  );
}
