import { defineTexts, ruPlural } from '../i18n';

/** The unit of a policy's notice, in the sentence's own words. */
type Unit = 'days' | 'hours';

const uzUnit = (unit: Unit) => (unit === 'days' ? 'kun' : 'soat');
const ruUnit = (n: number, unit: Unit) =>
  unit === 'days' ? ruPlural(n, 'день', 'дня', 'дней') : ruPlural(n, 'час', 'часа', 'часов');
const enUnit = (n: number, unit: Unit) => (unit === 'days' ? (n === 1 ? 'day' : 'days') : n === 1 ? 'hour' : 'hours');

/**
 * The cancellation policy in words (about page, home highlights, room page): the owner's policy,
 * or until there is one the spec's sentence; and what it means for the guest's dates.
 */
export const policyTexts = defineTexts({
  UZ: {
    freeTitle: 'Bepul bekor qilish',
    noneTitle: 'Bronni bekor qilish',
    untilDate: (date: string) => `${date}gacha bronni bepul bekor qilishingiz mumkin.`,
    beforeArrival: 'Kelishingizdan oldin istalgan vaqtda bronni bepul bekor qilishingiz mumkin.',
    freeBefore: (n: number, unit: Unit) => `Kelishdan ${n} ${uzUnit(unit)} oldingacha bronni bepul bekor qilish mumkin.`,
    none: 'Bronni bepul bekor qilib boʻlmaydi.',
  },
  RU: {
    freeTitle: 'Бесплатная отмена',
    noneTitle: 'Отмена брони',
    untilDate: (date: string) => `Бронь можно бесплатно отменить до ${date}`,
    beforeArrival: 'Бронь можно бесплатно отменить в любое время до заезда.',
    freeBefore: (n: number, unit: Unit) => `Бесплатная отмена — не позднее чем за ${n} ${ruUnit(n, unit)} до заезда.`,
    none: 'Бесплатная отмена брони не предусмотрена.',
  },
  EN: {
    freeTitle: 'Free cancellation',
    noneTitle: 'Cancellation',
    untilDate: (date: string) => `Cancel your booking free of charge until ${date}.`,
    beforeArrival: 'Cancel your booking free of charge at any time before you arrive.',
    freeBefore: (n: number, unit: Unit) =>
      `Free cancellation until ${n} ${enUnit(n, unit)} before arrival.`,
    none: 'This booking cannot be cancelled free of charge.',
  },
});
