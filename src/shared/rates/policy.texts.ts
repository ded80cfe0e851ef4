import { defineTexts } from '../i18n';

/**
 * The cancellation policy in words (about page, home highlights, room page) until the owner sets
 * one: the spec's sentence; a policy's own words are ./ownerPolicy.texts.ts.
 */
export const policyTexts = defineTexts({
  UZ: {
    freeTitle: 'Bepul bekor qilish',
    untilDate: (date: string) => `${date}gacha bronni bepul bekor qilishingiz mumkin.`,
    beforeArrival: 'Kelishingizdan oldin istalgan vaqtda bronni bepul bekor qilishingiz mumkin.',
  },
  RU: {
    freeTitle: 'Бесплатная отмена',
    untilDate: (date: string) => `Бронь можно бесплатно отменить до ${date}`,
    beforeArrival: 'Бронь можно бесплатно отменить в любое время до заезда.',
  },
  EN: {
    freeTitle: 'Free cancellation',
    untilDate: (date: string) => `Cancel your booking free of charge until ${date}.`,
    beforeArrival: 'Cancel your booking free of charge at any time before you arrive.',
  },
});
