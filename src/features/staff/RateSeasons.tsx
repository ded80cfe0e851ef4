/**
 * The seasons of the "Prices and rules" page: the list (name, nights, each kind's two prices),
 * the form that adds one, and deleting one after asking. The server's refusals are shown next to
 * their field in the staff member's words; an overlap names the other season.
 */
import { useState, type FormEvent } from 'react';
import { isIsoDate } from '../../domain/dates';
import { overlappingSeason, type SeasonPrice } from '../../domain/rates';
import { ROOMS } from '../../domain/rooms';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState } from './BookingList';
import { useAnnounce } from './ConsoleLayout';
import { describedBy, Field } from './formBits';
import { ratesTexts, type RatesTexts } from './rates.texts';
import { AskFirst, Section, TermList } from './ratesBits';
import { formatNights, limitWords, seasonPriceLines } from './rateWords';
import { useAddSeasonMutation, useDeleteSeasonMutation, useStaffSeasonsQuery, type StaffSeason } from './staffApi';
import { formatPrice, roomLabel } from './staffFormat';

type FieldName = 'name' | 'from' | 'to' | 'prices' | 'form';
type Errors = Partial<Record<FieldName, string>>;

/** What the price inputs hold, per room kind: text as typed. */
type PriceDraft = Record<string, { price: string; priceIntl: string }>;

const basePrices = (): PriceDraft =>
  Object.fromEntries(
    ROOMS.map((room) => [String(room.id), { price: String(room.price), priceIntl: String(room.priceIntl) }]),
  );

const MAX_PRICE = 100_000_000;

function wholePrice(text: string): number | null {
  const value = Number(text.replace(/\s/g, ''));
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_PRICE ? value : null;
}

/**
 * The season's prices as the server takes them. A kind left at both its base prices is left out
 * (decision): the season then stores only what it changes, and that kind keeps following the
 * room catalogue should its base price ever change. Null when a price is not a whole so'm amount
 * or nothing differs from the base.
 */
export function seasonPrices(draft: PriceDraft): Record<string, SeasonPrice> | null {
  const prices: Record<string, SeasonPrice> = {};
  for (const room of ROOMS) {
    const entry = draft[String(room.id)];
    const price = wholePrice(entry?.price ?? '');
    const priceIntl = wholePrice(entry?.priceIntl ?? '');
    if (price === null || priceIntl === null) return null;
    if (price !== room.price || priceIntl !== room.priceIntl) prices[String(room.id)] = { price, priceIntl };
  }
  return Object.keys(prices).length > 0 ? prices : null;
}

/** The server's refusal as a field's words; an overlap names the other season from the list when it is there. */
function problemErrors(
  problem: ApiProblem,
  span: { from: string; to: string },
  seasons: readonly StaffSeason[],
  t: RatesTexts,
  language: ReturnType<typeof useLanguage>['language'],
): Errors {
  if (problem.code === 'season_overlap') {
    const other = overlappingSeason(seasons, span);
    return {
      from: other
        ? t.seasons.errors.overlap(other.name, formatNights(other.from, other.to, language))
        : (problem.message ?? t.failed),
    };
  }
  const limit = limitWords(problem, t, language);
  const field = problem.field;
  // A night outside those a term may cover is said under its field; too many terms under the form.
  if (limit !== null) return field === 'from' || field === 'to' ? { [field]: limit } : { form: limit };
  if (field === 'name' || field === 'from' || field === 'to' || field === 'prices')
    return { [field]: t.seasons.errors[field] };
  return { form: t.failed };
}

function AddSeason({ seasons }: { seasons: readonly StaffSeason[] }) {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const [add, adding] = useAddSeasonMutation();
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [prices, setPrices] = useState<PriceDraft>(basePrices);
  const [errors, setErrors] = useState<Errors>({});

  const check = (): Errors => {
    const found: Errors = {};
    if (name.trim() === '' || name.trim().length > 80) found.name = t.seasons.errors.name;
    if (!isIsoDate(from)) found.from = t.seasons.errors.from;
    else if (!isIsoDate(to) || to < from) found.to = t.seasons.errors.to;
    if (!seasonPrices(prices)) found.prices = t.seasons.errors.prices;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = (['name', 'from', 'to', 'prices'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(first === 'prices' ? 'season-price-1' : `season-${first}`)?.focus();
      return;
    }
    const body = { name: name.trim(), from, to, prices: seasonPrices(prices)! };
    const result = await add(body);
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      const fromServer = problemErrors(problem, body, seasons, t, language);
      setErrors(fromServer);
      announce(Object.values(fromServer)[0] ?? t.failed);
      return;
    }
    announce(t.seasons.added(body.name));
    setName('');
    setFrom('');
    setTo('');
    setPrices(basePrices());
  };

  const invalid = (field: FieldName) => (errors[field] ? true : undefined);
  const setPrice = (roomId: number, key: 'price' | 'priceIntl', value: string) =>
    setPrices((current) => ({ ...current, [roomId]: { ...current[String(roomId)]!, [key]: value } }));

  return (
    <form noValidate aria-labelledby="season-add" onSubmit={(event) => void submit(event)}>
      <h3 id="season-add">{t.seasons.add}</h3>
      <Field id="season-name" label={t.seasons.name} error={errors.name}>
        <input
          id="season-name"
          maxLength={80}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('season-name', false, errors.name)}
        />
      </Field>
      <div className="pair">
        <Field id="season-from" label={t.firstNight} error={errors.from}>
          <input
            id="season-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={invalid('from')}
            aria-describedby={describedBy('season-from', false, errors.from)}
          />
        </Field>
        <Field id="season-to" label={t.lastNight} error={errors.to}>
          <input
            id="season-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={invalid('to')}
            aria-describedby={describedBy('season-to', false, errors.to)}
          />
        </Field>
      </div>
      <p className="muted">{t.seasons.prices}</p>
      {errors.prices && (
        <p className="problem" id="season-prices-error">
          {errors.prices}
        </p>
      )}
      {ROOMS.map((room) => (
        <fieldset key={room.id}>
          <legend>{roomLabel(room.id, language)}</legend>
          <p className="muted" id={`season-base-${room.id}`}>
            {t.seasons.base(`${formatPrice(room.price, language)} / ${formatPrice(room.priceIntl, language)}`)}
          </p>
          <div className="pair">
            {(['price', 'priceIntl'] as const).map((key) => {
              const id = key === 'price' ? `season-price-${room.id}` : `season-price-intl-${room.id}`;
              return (
                <Field key={key} id={id} label={key === 'price' ? t.citizen : t.foreign}>
                  <input
                    id={id}
                    inputMode="numeric"
                    autoComplete="off"
                    value={prices[String(room.id)]?.[key] ?? ''}
                    onChange={(event) => setPrice(room.id, key, event.target.value)}
                    aria-invalid={invalid('prices')}
                    aria-describedby={[`season-base-${room.id}`, errors.prices ? 'season-prices-error' : '']
                      .filter(Boolean)
                      .join(' ')}
                  />
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
      {errors.form && (
        <p className="problem" role="alert">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" disabled={adding.isLoading} aria-busy={adding.isLoading || undefined}>
          {t.seasons.submit}
        </Button>
      </div>
    </form>
  );
}

export function RateSeasons() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const seasons = useStaffSeasonsQuery();
  const [remove, removing] = useDeleteSeasonMutation();

  const removeSeason = async (season: StaffSeason) => {
    const result = await remove(season.id);
    announce('error' in result && result.error ? t.failed : t.seasons.removed(season.name));
    // The deleted card took the focus with it: it goes to the section's heading.
    document.getElementById('rates-seasons')?.focus();
  };

  return (
    <Section aria-labelledby="rates-seasons">
      <h2 id="rates-seasons" tabIndex={-1}>
        {t.seasons.title}
      </h2>
      <p className="muted">{t.seasons.lead}</p>
      {!seasons.data ? (
        <LoadState error={seasons.error} onRetry={() => void seasons.refetch()} />
      ) : seasons.data.length === 0 ? (
        <p>{t.seasons.empty}</p>
      ) : (
        <TermList aria-label={t.seasons.list}>
          {seasons.data.map((season) => (
            <li key={season.id}>
              <strong>{season.name}</strong>
              <span>{formatNights(season.from, season.to, language)}</span>
              <ul aria-label={`${t.citizen} / ${t.foreign}`}>
                {seasonPriceLines(season, language).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <AskFirst
                label={t.remove}
                name={t.seasons.removeOf(season.name)}
                question={t.seasons.question(season.name)}
                yes={t.yes}
                no={t.no}
                busy={removing.isLoading}
                onConfirm={() => removeSeason(season)}
              />
            </li>
          ))}
        </TermList>
      )}
      <AddSeason seasons={seasons.data ?? []} />
    </Section>
  );
}
