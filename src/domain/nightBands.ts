/**
 * A stay's nights as the staff console shows them: consecutive nights at the same price run
 * together ("1–4 March: 3 nights × 920 000 so'm", then the next band), in the order of the
 * stay. Unlike rates.ts priceBands (the site's dialog, one line per price), two seasons at the
 * same price with other nights between them stay two bands, each with its own dates.
 * Framework-free.
 */
import { addDays } from './dates';
import type { QuoteNight } from './rates';

export interface NightBand {
  /** The band's first night (its arrival day). */
  from: string;
  /** The morning after its last night (its departure day). */
  to: string;
  nights: number;
  /** One room's price of each of its nights, whole so'm. */
  price: number;
}

/** The nights grouped into runs of consecutive nights at one price. */
export function nightBands(nights: readonly QuoteNight[]): NightBand[] {
  const bands: NightBand[] = [];
  for (const night of nights) {
    const last = bands[bands.length - 1];
    if (last && last.price === night.price && last.to === night.date) {
      last.nights += 1;
      last.to = addDays(night.date, 1);
    } else bands.push({ from: night.date, to: addDays(night.date, 1), nights: 1, price: night.price });
  }
  return bands;
}

/** What the bands cost for `units` rooms: each band's nights times its price, times the rooms. */
export function bandsTotal(bands: readonly NightBand[], units: number): number {
  return bands.reduce((sum, band) => sum + band.nights * band.price, 0) * units;
}
