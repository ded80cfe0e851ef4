/** "Get updates in Telegram": the hotel's bot tells the guest the answer, the deposit and a reminder. */
import { defineTexts } from '../../shared/i18n';

export const telegramFollowTexts = defineTexts({
  UZ: {
    link: 'Telegramda kuzatish',
    note: 'Mehmonxona javobi, depozit va kelishdan oldingi eslatma Telegramga keladi.',
  },
  RU: {
    link: 'Следить в Telegram',
    note: 'Ответ отеля, депозит и напоминание перед заездом придут в Telegram.',
  },
  EN: {
    link: 'Get updates in Telegram',
    note: 'The hotel’s answer, the deposit and a reminder before you arrive will come to Telegram.',
  },
});
