import { useEffect, useSyncExternalStore } from 'react';
import { lazyModule } from '../../shared/lazyModule';

/*
 * The country list's code and data (countries.ts: every name in the three languages, the other
 * names and codes, a third of the dialog's code) is fetched once the dialog shows, not with it: the
 * closed field shows the chosen country's name, which the form keeps, and a guest's first tap or
 * keystroke comes after the list has arrived. Until then the field takes typing as it comes and
 * its list is empty (loadPhoneRules.ts does the same for the phone numbers' rules).
 */
export type Countries = typeof import('./countries');

export const countryData = lazyModule<Countries>(() => import(/* webpackChunkName: "countries" */ './countries'));

/** The country list's code once loaded, else null; asks for it on mount. */
export function useCountries(): Countries | null {
  const countries = useSyncExternalStore(countryData.onLoaded, countryData.loaded, countryData.loaded);
  useEffect(() => {
    if (!countries) void countryData.load().catch(() => undefined);
  }, [countries]);
  return countries;
}
