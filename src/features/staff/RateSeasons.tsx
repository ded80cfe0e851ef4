/**
 * The seasons of the "Prices and rules" page: the list (name, nights, each kind's two prices),
 * the form that adds one, and deleting one after asking. The server's refusals are shown next to
 * their field in the staff member's words; an overlap names the other season.
 */
import type { Season, SeasonPrice } from '../../domain/rates';
import { ROOMS } from '../../domain/rooms';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { EntryForm, nightFields, type EntryKind, type PriceDraft } from './EntryForm';
import { ratesTexts, type RatesTexts } from './rates.texts';
import { TermSection } from './ratesBits';
import { formatNights, overlapWords, seasonPriceLines } from './rateWords';
import { useAddSeasonMutation, useDeleteSeasonMutation, useStaffSeasonsQuery, type StaffSeason } from './staffApi';

interface SeasonDraft {
  name: string;
  from: string;
  to: string;
  prices: PriceDraft;
}

const NEW_SEASON = (): SeasonDraft => ({
  name: '',
  from: '',
  to: '',
  prices: Object.fromEntries(
    ROOMS.map((room) => [String(room.id), { price: String(room.price), priceIntl: String(room.priceIntl) }]),
  ),
});

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

/** A new season as its form describes it: a name, its nights, and each room type's two prices. */
function seasonEntry(t: RatesTexts): EntryKind<SeasonDraft, Season> {
  const s = t.seasons;
  return {
    id: 'season',
    title: s.add,
    submit: s.submit,
    fields: [
      {
        kind: 'text',
        name: 'name',
        label: s.name,
        maxLength: 80,
        valid: ({ name }) => name.trim() !== '' && name.trim().length <= 80,
        error: s.errors.name,
      },
      nightFields<SeasonDraft>(t),
      {
        kind: 'roomPrices',
        name: 'prices',
        lead: s.prices,
        citizen: t.citizen,
        foreign: t.foreign,
        base: s.base,
        valid: ({ prices }) => seasonPrices(prices) !== null,
        error: s.errors.prices,
      },
    ],
    initial: NEW_SEASON,
    body: (draft) => ({
      name: draft.name.trim(),
      from: draft.from,
      to: draft.to,
      prices: seasonPrices(draft.prices) ?? {},
    }),
    done: (body) => s.added(body.name),
    clears: ['name', 'from', 'to', 'prices'],
  };
}

export function RateSeasons() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const seasons = useStaffSeasonsQuery();
  const [add] = useAddSeasonMutation();
  const removal = useDeleteSeasonMutation();
  const s = t.seasons;

  return (
    <TermSection
      id="rates-seasons"
      words={s}
      query={seasons}
      card={(season: StaffSeason) => ({
        content: (
          <>
            <strong>{season.name}</strong>
            <span>{formatNights(season.from, season.to, language)}</span>
            <ul aria-label={`${t.citizen} / ${t.foreign}`}>
              {seasonPriceLines(season, language).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ),
        name: s.removeOf(season.name),
        question: s.question(season.name),
        removed: s.removed(season.name),
      })}
      remove={removal}
    >
      {/* An overlap names the other season: the server's, else from the list. */}
      <EntryForm
        {...seasonEntry(t)}
        send={(body) => add(body)}
        refusal={(problem, body) =>
          problem.code === 'season_overlap'
            ? overlapWords(seasons.data ?? [], body, t, language, undefined, problem.details)
            : null
        }
      />
    </TermSection>
  );
}
