/**
 * The terms a prerendered page was rendered with, carried in the page as a JSON data block
 * (`<script type="application/json" id="rate-plan">`, which runs nothing, so the CSP's script
 * hashes stay those of the build), for the browser's store to start from (src/index.tsx).
 */
import { NO_RATES, type RatesState } from './ratesSlice';

export const RATES_ELEMENT_ID = 'rate-plan';

/** The data block for the page; `<` is escaped so no text in it can close the element. */
export function ratesDataBlock(rates: RatesState): string {
  const json = JSON.stringify(rates).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RATES_ELEMENT_ID}">${json}</script>`;
}

/** The terms the page carries; none (the app shell) or unreadable: no terms (the live ones follow). */
export function readPageRates(doc: Document): RatesState {
  const text = doc.getElementById(RATES_ELEMENT_ID)?.textContent;
  if (!text) return NO_RATES;
  try {
    // Written by the server renderer (src/ssr.tsx) from the store's terms: read as they are.
    const value = JSON.parse(text) as RatesState;
    return Array.isArray(value.plan.seasons) ? value : NO_RATES;
  } catch {
    return NO_RATES;
  }
}
