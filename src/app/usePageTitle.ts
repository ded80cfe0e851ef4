import { useEffect } from 'react';
import { HOTEL } from '../shared/hotel';

/** Sets the document title as 'Page — Hotel' (the hotel name alone on the home page). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${HOTEL.name}` : `${HOTEL.name} — ${HOTEL.city}`;
  }, [title]);
}
