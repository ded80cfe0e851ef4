import { defineTexts, ruPlural } from '../i18n';

/** The unit of a policy's notice, in the sentence's own words. */
type Unit = 'days' | 'hours';

const uzUnit = (unit: Unit) => (unit === 'days' ? 'kun' : 'soat');
const ruUnit = (n: number, unit: Unit) =>
  unit === 'days' ? ruPlural(n, 'день', 'дня', 'дней') : ruPlural(n, 'час', 'часа', 'часов');
const enUnit = (n: number, unit: Unit) => (unit === 'days' ? (n === 1 ? 'day' : 'days') : n === 1 ? 'hour' : 'hours');

/** The owner's cancellation policy in words (loaded only on pages whose terms have one). */
export const ownerPolicyTexts = defineTexts({
  UZ: {
    noneTitle: 'Bronni bekor qilish',
    freeBefore: (n: number, unit: Unit) => `Kelishdan ${n} ${uzUnit(unit)} oldingacha bronni bepul bekor qilish mumkin.`,
    none: 'Bronni bepul bekor qilib boʻlmaydi.',
  },
  RU: {
    noneTitle: 'Отмена брони',
    freeBefore: (n: number, unit: Unit) => `Бесплатная отмена — не позднее чем за ${n} ${ruUnit(n, unit)} до заезда.`,
    none: 'Бесплатная отмена брони не предусмотрена.',
  },
  EN: {
    noneTitle: 'Cancellation',
    freeBefore: (n: number, unit: Unit) => `Free cancellation until ${n} ${enUnit(n, unit)} before arrival.`,
    none: 'This booking cannot be cancelled free of charge.',
  },
});
