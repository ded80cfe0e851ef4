import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { LanguageCode } from '../language/languages';
import { useLanguage } from '../language/LanguageProvider';
import { bookingOpened } from './bookingDialogSlice';

/** The phone field's first country for each interface language (spec section 9). */
export const PHONE_COUNTRY_BY_LANGUAGE: Readonly<Record<LanguageCode, 'uz' | 'ru' | 'us'>> = { UZ: 'uz', RU: 'ru', EN: 'us' };

/** 'Book now': opens the booking dialog for a room, with the stay the guest chose on the booking bar. */
export function useOpenBooking(): (roomId: number, stay?: { checkin: string | null; checkout: string | null; guests: number | null }) => void {
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  return useCallback(
    (roomId, stay) =>
      dispatch(
        bookingOpened({
          roomId,
          checkIn: stay?.checkin ?? undefined,
          checkOut: stay?.checkout ?? undefined,
          guests: stay?.guests ?? undefined,
          phoneCountry: PHONE_COUNTRY_BY_LANGUAGE[language],
        }),
      ),
    [dispatch, language],
  );
}
