import { defineTexts } from '../i18n';

/** For the guest's dates on the room page: when free cancellation ends, or that it has passed. */
export const stayDeadlineTexts = defineTexts({
  UZ: {
    forStay: (date: string, time: string) =>
      `Tanlangan sanalar uchun: ${date}, soat ${time}gacha (Namangan vaqti) bepul bekor qilish mumkin.`,
    stayLate: 'Tanlangan sanalar uchun bepul bekor qilish muddati oʻtib ketgan.',
  },
  RU: {
    forStay: (date: string, time: string) =>
      `Для ваших дат: бесплатная отмена до ${time} ${date} (по времени Намангана).`,
    stayLate: 'Для ваших дат срок бесплатной отмены уже прошёл.',
  },
  EN: {
    forStay: (date: string, time: string) =>
      `For your dates: free cancellation until ${date}, ${time} (Namangan time).`,
    stayLate: 'For your dates, the time for free cancellation has already passed.',
  },
});
