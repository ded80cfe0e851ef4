/**
 * The preview of the "Prices and rules" page: for a room kind, dates, the guest's nationality
 * (citizen or foreign) and the rooms taken, what a guest would pay under today's terms — each
 * night, the price bands, the total — or why the stay cannot be booked, in words.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { isIsoDate } from '../../domain/dates';
import { nightBands } from '../../domain/nightBands';
import type { Quote } from '../../domain/rates';
import { findRoom, ROOMS } from '../../domain/rooms';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import { EntryForm, type EntryKind } from './EntryForm';
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

interface PreviewDraft {
  roomId: number;
  checkin: string;
  checkout: string;
  guest: keyof typeof NATIONALITY;
  units: string;
}

const NEW_PREVIEW = (): PreviewDraft => ({
  roomId: ROOMS[0]!.id,
  checkin: '',
  checkout: '',
  guest: 'citizen',
  units: '1',
});

const mostOf = ({ roomId }: PreviewDraft) => findRoom(roomId)?.units ?? 1;

/** What to work out, as the form describes it: a room type, the stay's dates, the guest and the rooms taken. */
function previewEntry(t: RatesTexts): EntryKind<PreviewDraft, RatePreviewAsk> {
  const p = t.preview;
  return {
    id: 'preview',
    labelledBy: 'rates-preview',
    submit: p.submit,
    fields: [
      { kind: 'room', name: 'roomId', label: t.room },
      [
        { kind: 'date', name: 'checkin', label: p.checkin },
        {
          kind: 'date',
          name: 'checkout',
          label: p.checkout,
          after: 'checkin',
          valid: ({ checkin, checkout }) => isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin,
          error: p.errors.checkout,
          // Said under the check-out date; the keyboard goes to the date to fix first.
          focus: ({ checkin }) => (isIsoDate(checkin) ? 'checkout' : 'checkin'),
        },
      ],
      [
        {
          kind: 'choice',
          name: 'guest',
          legend: p.guest,
          options: (['citizen', 'foreign'] as const).map((value) => ({ value, label: p.guests[value] })),
        },
        {
          kind: 'number',
          name: 'units',
          label: p.units,
          min: 1,
          max: mostOf,
          error: (draft) => p.errors.units(mostOf(draft)),
        },
      ],
    ],
    initial: NEW_PREVIEW,
    body: ({ roomId, checkin, checkout, guest, units }) => ({
      roomId,
      checkin,
      checkout,
      nationality: NATIONALITY[guest],
      units: Number(units),
    }),
  };
}

export function RatePreview() {
  const t = useTexts(ratesTexts);
  const [ask, setAsk] = useState<RatePreviewAsk | null>(null);
  const preview = useRatePreviewQuery(ask ?? skipToken);
  const p = t.preview;

  return (
    <Section aria-labelledby="rates-preview">
      <h2 id="rates-preview">{p.title}</h2>
      <p className="muted">{p.lead}</p>
      <EntryForm
        {...previewEntry(t)}
        // Asking is the query's: the form only says what to ask.
        send={(wanted) => {
          setAsk(wanted);
          return Promise.resolve({ data: null });
        }}
      />
      {ask !== null &&
        (preview.data && !preview.isFetching ? (
          <Answer quote={preview.data} />
        ) : (
          <LoadState error={preview.error} onRetry={() => void preview.refetch()} />
        ))}
    </Section>
  );
}
