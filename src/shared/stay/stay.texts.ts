import { defineTexts, ruPlural } from '../i18n';

/** The stay search (home booking bar, about page panel): labels and the one rule it checks. */
export const stayTexts = defineTexts({
  UZ: {
    title: 'Xona qidirish',
    checkIn: 'Kelish sanasi',
    checkOut: 'Ketish sanasi',
    guests: 'Mehmonlar',
    guestOption: (n: number) => `${n} mehmon`,
    submit: 'Xonalarni koʻrish',
    checkOutAfter: (checkOut: string, checkIn: string) => `«${checkOut}» «${checkIn}»dan keyin boʻlishi kerak.`,
  },
  RU: {
    title: 'Поиск номера',
    checkIn: 'Дата заезда',
    checkOut: 'Дата выезда',
    guests: 'Гости',
    guestOption: (n: number) => `${n} ${ruPlural(n, 'гость', 'гостя', 'гостей')}`,
    submit: 'Показать номера',
    checkOutAfter: (checkOut: string, checkIn: string) => `«${checkOut}» должна быть позже, чем «${checkIn}».`,
  },
  EN: {
    title: 'Find a room',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    guestOption: (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`,
    submit: 'Show rooms',
    checkOutAfter: (checkOut: string, checkIn: string) => `${checkOut} must be after ${checkIn}.`,
  },
});
