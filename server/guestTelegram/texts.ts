/**
 * The guest's Telegram chat, in the guest's language: the link's answer, the request's summary,
 * the news (the decision, the hotel's message, the deposit's receipt, a cancellation), the
 * reminder the day before arrival, /status, cancelling with a second tap, /stop and the commands'
 * descriptions. Labels, reasons and the deposit's words are the guest emails' (guestEmail.texts.ts);
 * these are only what a chat says differently. Uzbek uses ʻ (U+02BB) and ʼ (U+02BC).
 */
import type { Lang } from '../../src/domain/booking';

export interface GuestChatTexts {
  /** The request's state in a word. */
  status: {
    received: string;
    confirmed: string;
    declined: string;
    cancelled: string;
    checked_in: string;
    no_show: string;
    checked_out: string;
  };
  statusLabel: string;
  stayDates: string;
  /** After a good code: the chat follows the request from now on. */
  linked: string;
  /** What happens next, by the request's state. */
  next: {
    received: (from: string, until: string) => string;
    confirmed: string;
    other: string;
  };
  refused: { used: string; expired: string; unknown: string; group: string; noCode: string };
  decision: { confirmed: string; declined: string };
  fromHotel: string;
  /** After a changed stay's news: whom to call if it is not right (`phones` already formatted). */
  changedClosing: (phones: string) => string;
  receipt: (amount: string) => string;
  cancelled: { byGuest: string; byHotel: string };
  reminder: {
    intro: string;
    address: string;
    map: string;
    checkIn: (time: string) => string;
    phone: string;
    closing: string;
  };
  list: { heading: string; none: string };
  buttons: { cancel: string; yes: string; no: string; status: string };
  cancel: {
    ask: (reference: string) => string;
    done: string;
    kept: string;
    notCancellable: string;
    started: (phones: string) => string;
  };
  notAllowed: string;
  stopped: (n: number) => string;
  notFollowing: string;
  commands: { start: string; status: string; stop: string };
}

const UZ: GuestChatTexts = {
  status: {
    received: 'Qabul qilindi, javob kutilmoqda',
    confirmed: 'Tasdiqlandi',
    declined: 'Rad etildi',
    cancelled: 'Bekor qilindi',
    checked_in: 'Mehmonxonadasiz',
    no_show: 'Kelmadingiz',
    checked_out: 'Yakunlandi',
  },
  statusLabel: 'Holati',
  stayDates: 'Sanalar',
  linked: 'Rahmat! Endi bu soʻrov boʻyicha barcha yangiliklarni shu yerda olasiz.',
  next: {
    received: (from, until) =>
      `Qabulxona xodimlari soʻrovingizni koʻrib chiqib, odatda ${from} dan ${until} gacha ikki soat ichida javob beradi. Javob shu chatga keladi.`,
    confirmed: 'Broningiz tasdiqlangan. Kelishdan bir kun oldin shu yerga eslatma yuboramiz.',
    other: 'Savollaringiz boʻlsa, qabulxonaga qoʻngʻiroq qiling.',
  },
  refused: {
    used: 'Bu havola allaqachon ishlatilgan. Yangilanishlarni olish uchun saytdagi «Mening soʻrovlarim» sahifasidan yangi havolani oching.',
    expired: 'Bu havolaning muddati tugagan. Saytdagi «Mening soʻrovlarim» sahifasidan yangi havolani oching.',
    unknown:
      'Kechirasiz, bu havolani taniy olmadim. Saytdagi «Mening soʻrovlarim» sahifasidagi «Telegramda kuzatish» tugmasini bosing.',
    group: 'Soʻrovingizni faqat shaxsiy chatda kuzatish mumkin: havolani oʻzingizning Telegramingizda oching.',
    noCode:
      'Assalomu alaykum! Bron soʻrovingizni shu yerda kuzatish uchun saytdagi «Telegramda kuzatish» tugmasini bosing.',
  },
  decision: {
    confirmed: 'Xushxabar: broningiz tasdiqlandi!',
    declined: 'Afsuski, bron soʻrovingizni tasdiqlay olmaymiz.',
  },
  fromHotel: 'Mehmonxonadan xabar:',
  changedClosing: (phones) => `Agar biror narsa notoʻgʻri boʻlsa, qabulxonaga qoʻngʻiroq qiling: ${phones}.`,
  receipt: (amount) => `${amount} depozit qabul qilindi, rahmat! Qolgan summa mehmonxonaga kelganingizda toʻlanadi.`,
  cancelled: {
    byGuest: 'Broningiz bekor qilindi. Qabulxona xabardor qilindi.',
    byHotel: 'Afsuski, mehmonxona broningizni bekor qildi.',
  },
  reminder: {
    intro: 'Ertaga sizni kutamiz!',
    address: 'Manzil',
    map: 'Xaritada',
    checkIn: (time) => `Kelish ${time} dan`,
    phone: 'Qabulxona',
    closing: 'Yoʻlda biror narsa kerak boʻlsa, qabulxonaga qoʻngʻiroq qiling — qabulxonamiz kecha-kunduz ishlaydi.',
  },
  list: { heading: 'Shu chatda kuzatilayotgan soʻrovlar:', none: 'Bu chatda hech qanday soʻrov kuzatilmayapti.' },
  buttons: {
    cancel: 'Bronni bekor qilish',
    yes: 'Ha, bekor qilish',
    no: 'Yoʻq, qoldirish',
    status: 'Holatini koʻrish',
  },
  cancel: {
    ask: (reference) => `${reference} soʻrovini bekor qilasizmi? Buni ortga qaytarib boʻlmaydi.`,
    done: 'Bekor qilindi',
    kept: 'Bron oʻz holicha qoldi',
    notCancellable: 'Bu soʻrovni endi bekor qilib boʻlmaydi.',
    started: (phones) =>
      `Turish muddatingiz boshlangan, uni bu yerda bekor qilib boʻlmaydi. Qabulxonaga qoʻngʻiroq qiling: ${phones}.`,
  },
  notAllowed: 'Bu tugma siz uchun emas.',
  stopped: (n) =>
    `Yangilanishlar toʻxtatildi (${n} ta soʻrov). Soʻrovlaringiz saytdagi «Mening soʻrovlarim» sahifasida qoladi.`,
  notFollowing: 'Bu chatda hech qanday soʻrov kuzatilmayapti.',
  commands: {
    start: 'Bron soʻrovini kuzatishni boshlash',
    status: 'Soʻrovlarim holati',
    stop: 'Yangilanishlarni toʻxtatish',
  },
};

const RU: GuestChatTexts = {
  status: {
    received: 'Получен, ждёт ответа',
    confirmed: 'Подтверждён',
    declined: 'Отклонён',
    cancelled: 'Отменён',
    checked_in: 'Вы в отеле',
    no_show: 'Неявка',
    checked_out: 'Проживание завершено',
  },
  statusLabel: 'Статус',
  stayDates: 'Даты',
  linked: 'Спасибо! Теперь все новости по этому запросу будут приходить сюда.',
  next: {
    received: (from, until) =>
      `Ресепшен рассмотрит запрос и обычно отвечает в течение двух часов с ${from} до ${until}. Ответ придёт в этот чат.`,
    confirmed: 'Бронирование подтверждено. За день до заезда мы пришлём сюда напоминание.',
    other: 'Если есть вопросы, позвоните на ресепшен.',
  },
  refused: {
    used: 'Эта ссылка уже использована. Чтобы получать новости, откройте новую ссылку на странице «Мои запросы» на сайте.',
    expired: 'Срок действия этой ссылки истёк. Откройте новую ссылку на странице «Мои запросы» на сайте.',
    unknown: 'Извините, я не узнал эту ссылку. Нажмите «Следить в Telegram» на странице «Мои запросы» на сайте.',
    group: 'Следить за запросом можно только в личном чате: откройте ссылку в своём Telegram.',
    noCode: 'Здравствуйте! Чтобы следить здесь за запросом на бронирование, нажмите «Следить в Telegram» на сайте.',
  },
  decision: {
    confirmed: 'Хорошие новости: бронирование подтверждено!',
    declined: 'К сожалению, мы не можем подтвердить ваш запрос на бронирование.',
  },
  fromHotel: 'Сообщение от отеля:',
  changedClosing: (phones) => `Если что-то не так, позвоните на ресепшен: ${phones}.`,
  receipt: (amount) => `Депозит ${amount} получен, спасибо! Остальное оплачивается при заезде.`,
  cancelled: {
    byGuest: 'Бронирование отменено. Ресепшен уже знает об этом.',
    byHotel: 'К сожалению, отель отменил ваше бронирование.',
  },
  reminder: {
    intro: 'Ждём вас завтра!',
    address: 'Адрес',
    map: 'На карте',
    checkIn: (time) => `Заезд с ${time}`,
    phone: 'Ресепшен',
    closing: 'Если в дороге что-то понадобится, звоните на ресепшен — он работает круглосуточно.',
  },
  list: { heading: 'Запросы, за которыми следит этот чат:', none: 'Этот чат не следит ни за одним запросом.' },
  buttons: { cancel: 'Отменить бронирование', yes: 'Да, отменить', no: 'Нет, оставить', status: 'Посмотреть статус' },
  cancel: {
    ask: (reference) => `Отменить запрос ${reference}? Это действие нельзя отменить.`,
    done: 'Отменено',
    kept: 'Бронирование остаётся в силе',
    notCancellable: 'Этот запрос уже нельзя отменить.',
    started: (phones) =>
      `Ваше проживание уже началось, поэтому отменить его здесь нельзя. Позвоните на ресепшен: ${phones}.`,
  },
  notAllowed: 'Эта кнопка не для вас.',
  stopped: (n) =>
    `Новости больше не приходят (запросов: ${n}). Ваши запросы остаются на странице «Мои запросы» на сайте.`,
  notFollowing: 'Этот чат не следит ни за одним запросом.',
  commands: {
    start: 'Следить за запросом на бронирование',
    status: 'Статус моих запросов',
    stop: 'Больше не присылать новости',
  },
};

const EN: GuestChatTexts = {
  status: {
    received: 'Received, awaiting an answer',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    checked_in: 'You are at the hotel',
    no_show: 'No-show',
    checked_out: 'Stay completed',
  },
  statusLabel: 'Status',
  stayDates: 'Dates',
  linked: 'Thank you! From now on you will get every update about this request here.',
  next: {
    received: (from, until) =>
      `Reception will look at your request and usually answers within two hours between ${from} and ${until}. The answer will come to this chat.`,
    confirmed: 'Your booking is confirmed. We will send you a reminder here the day before you arrive.',
    other: 'If you have any questions, please call reception.',
  },
  refused: {
    used: 'This link has already been used. To get updates, open a new link on the My requests page of the website.',
    expired: 'This link has expired. Please open a new link on the My requests page of the website.',
    unknown:
      'Sorry, I do not recognise this link. Please tap “Get updates in Telegram” on the My requests page of the website.',
    group: 'A request can only be followed in a private chat: please open the link in your own Telegram.',
    noCode: 'Hello! To follow your booking request here, tap “Get updates in Telegram” on the website.',
  },
  decision: {
    confirmed: 'Good news: your booking is confirmed!',
    declined: 'Unfortunately we cannot confirm your booking request.',
  },
  fromHotel: 'A message from the hotel:',
  changedClosing: (phones) => `If anything is not right, call reception: ${phones}.`,
  receipt: (amount) => `We have received your deposit of ${amount}, thank you! The rest is paid when you arrive.`,
  cancelled: {
    byGuest: 'Your booking is cancelled. Reception has been told.',
    byHotel: 'Unfortunately the hotel has cancelled your booking.',
  },
  reminder: {
    intro: 'We look forward to seeing you tomorrow!',
    address: 'Address',
    map: 'Map',
    checkIn: (time) => `Check-in from ${time}`,
    phone: 'Reception',
    closing: 'If you need anything on the way, call reception — it is open around the clock.',
  },
  list: { heading: 'Requests this chat follows:', none: 'This chat follows no requests.' },
  buttons: { cancel: 'Cancel booking', yes: 'Yes, cancel', no: 'No, keep it', status: 'See status' },
  cancel: {
    ask: (reference) => `Cancel request ${reference}? This cannot be undone.`,
    done: 'Cancelled',
    kept: 'Your booking stays as it is',
    notCancellable: 'This request can no longer be cancelled.',
    started: (phones) =>
      `Your stay has already begun, so it cannot be cancelled here. Please call reception: ${phones}.`,
  },
  notAllowed: 'This button is not for you.',
  stopped: (n) => `Updates stopped (requests: ${n}). Your requests stay on the My requests page of the website.`,
  notFollowing: 'This chat follows no requests.',
  commands: {
    start: 'Follow a booking request',
    status: 'Status of my requests',
    stop: 'Stop updates',
  },
};

export const GUEST_CHAT_TEXTS: Record<Lang, GuestChatTexts> = { uz: UZ, ru: RU, en: EN };
