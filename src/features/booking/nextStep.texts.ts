import { HOTEL } from '../../domain/hotel';
import { defineTexts, ruPlural } from '../../shared/i18n';

const { from, until } = HOTEL.reply;
// Widened: the texts hold for any count the hotel's fact may come to say.
const hours: number = HOTEL.reply.withinHours;

/** What happens after a request is sent: said by the success popup and by "My requests". */
export const nextStepTexts = defineTexts({
  UZ: {
    notYet: 'Bu hali bron emas, balki soʻrov: mehmonxona xona boʻshligini tekshirib, javob beradi.',
    when: `Odatda ${hours} soat ichida javob beramiz (Namangan vaqti bilan soat ${from}–${until} oraligʻida).`,
    where: 'Javob «Mening soʻrovlarim» sahifasida koʻrinadi va elektron pochtangizga (koʻrsatgan boʻlsangiz) keladi.',
    nothingPaid: 'Hozir hech narsa toʻlamaysiz.',
    payAtHotel: 'Toʻlov mehmonxonada, joylashayotganda qilinadi.',
    questions: 'Savollaringiz boʻlsa:',
    call: 'Qabulxonaga qoʻngʻiroq qilish',
    telegram: 'Telegramda yozish',
  },
  RU: {
    notYet: 'Это ещё не бронирование, а запрос: отель проверит, свободен ли номер, и ответит вам.',
    when:
      `Обычно мы отвечаем в течение ${hours} ${ruPlural(hours, 'часа', 'часов', 'часов')} ` +
      `(с ${from} до ${until} по времени Намангана).`,
    where: 'Ответ появится на странице «Мои запросы» и придёт на электронную почту, если вы её указали.',
    nothingPaid: 'Сейчас ничего платить не нужно.',
    payAtHotel: 'Оплата — в отеле при заселении.',
    questions: 'Если есть вопросы:',
    call: 'Позвонить на ресепшен',
    telegram: 'Написать в Telegram',
  },
  EN: {
    notYet: 'This is a request, not yet a booking: the hotel checks that the room is free and answers you.',
    when: `We usually answer within ${hours} ${hours === 1 ? 'hour' : 'hours'} (${from} to ${until}, Namangan time).`,
    where: 'The answer will appear on “My requests” and come by email, if you gave one.',
    nothingPaid: 'You pay nothing now.',
    payAtHotel: 'You pay at the hotel when you check in.',
    questions: 'Any questions?',
    call: 'Call reception',
    telegram: 'Message us on Telegram',
  },
});
