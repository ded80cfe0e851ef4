/**
 * Every text the staff read, in STAFF_LANG (uz, ru or en): the Telegram message, its buttons,
 * the answers to a press, the staff emails. Uzbek is written with ʻ (U+02BB) in oʻ, gʻ and ʼ
 * (U+02BC) for the tutuq belgisi, as on the site; prices end in "so'm" (spec section 9). Statuses,
 * buttons, decline reasons and the deposit are the staff glossary's words (src/domain/staffWords.ts),
 * the same as the console's and the CSV's.
 */
import type { Lang } from '../../src/domain/booking';
import { ruPlural } from '../../src/domain/plural';
import { inSentence, STAFF_WORDS } from '../../src/domain/staffWords';

export interface StaffTexts {
  locale: string;
  /** Locale of a time of day with its date: 23.11.2026, 17:05 in uz and ru, 23/11/2026, 17:05 in en. */
  timeLocale: string;
  /** Title of the Telegram message and the staff email's first line. */
  newRequest: string;
  labels: {
    request: string;
    received: string;
    room: string;
    guest: string;
    phone: string;
    email: string;
    nationality: string;
    stay: string;
    guests: string;
    perNight: string;
    total: string;
    language: string;
    status: string;
    deposit: string;
    /** Before the request's page in the staff console. */
    console: string;
  };
  nights: (n: number) => string;
  /** A group's rooms of one kind: "2 rooms", said beside the guests. */
  rooms: (n: number) => string;
  /** After a group's price per night: the price is for each room. */
  perRoom: string;
  /** The room kind's code beside its name (a kind, never a room's own number: "3-tur", not "3-xona"). */
  roomNumber: (id: number) => string;
  rate: { citizen: string; foreign: string };
  /** Said after a time of day: the hotel's zone. */
  tashkentTime: string;
  buttons: { confirm: string; decline: string; full: string; other: string; back: string };
  /** The status line of the edited message; `who` and `when` are already formatted. */
  state: {
    received: string;
    confirmed: (who: string, when: string) => string;
    declined: (reason: string, who: string, when: string) => string;
    cancelled: (when: string) => string;
  };
  reasons: { full: string; other: string };
  /** The stay's state line once reception recorded it in the staff console. */
  stay: { checked_in: string; no_show: string; checked_out: string };
  /** The deposit line's state (Payme, Click): `gateway` is its name, `when` already formatted. */
  deposit: {
    awaiting: string;
    pending: (gateway: string) => string;
    paid: (gateway: string, when: string) => string;
    /** Paid, and the request was cancelled since: the hotel owes the guest a refund. */
    refundDue: string;
    refunded: string;
    /** The label of the fiscal receipt's address. */
    receipt: string;
  };
  /** Answers to a press (answerCallbackQuery, at most 200 characters). */
  answers: {
    confirmed: string;
    declined: string;
    chooseReason: string;
    notAllowed: string;
    unknown: string;
    /** The request was already decided or cancelled: its state line says by whom and when. */
    already: (state: string) => string;
    /** Confirming would overbook: the room kind and the full nights. */
    full: (room: string, nights: string) => string;
    /** Confirming a group would overbook: the room kind, the rooms asked for and the nights with fewer free. */
    tooFew: (room: string, n: number, dates: string) => string;
  };
  cancelNotice: (reference: string) => string;
  /** A guest's cancellation after the policy's free deadline: late, and no refund is marked due. */
  cancelLate: string;
  /**
   * The staff chat's summary during a flood (staffChat/followUp.ts): more requests arrive than the
   * chat can take one by one, so one message lists them, grouped.
   */
  summary: {
    /** The title: `n` new requests at once. */
    title: (n: number) => string;
    /** Why a summary, and what follows it. */
    intro: string;
    /** The requests on their own (likely real guests): each follows in its own message with the buttons. */
    singles: (n: number) => string;
    /** Heading of the groups of requests from one phone number. */
    byPhone: string;
    /** Heading of the groups of requests from one network address. */
    byAddress: string;
    /** Heading of requests on their own counted by room kind, when too many to list. */
    byRoom: string;
    /** A group: its requests, `count` of them. */
    requests: (count: number) => string;
    /** A network address's group: its requests and how many phone numbers they give. */
    phones: (count: number) => string;
    /** How many more ids a line leaves out. */
    more: (n: number) => string;
    /** The last line: where the whole list and the decisions are, besides Telegram. */
    outro: string;
  };
  email: {
    subject: (reference: string, checkin: string, checkout: string) => string;
    intro: string[];
    outro: string;
    cancelSubject: (reference: string) => string;
    cancelIntro: string;
  };
}

/** The stay's state lines (recorded at the desk in the console): the glossary's statuses. */
function stayLines(lang: Lang): StaffTexts['stay'] {
  const status = STAFF_WORDS[lang].status;
  return {
    checked_in: `🛎 ${status.checked_in}`,
    no_show: `🚷 ${status.no_show}`,
    checked_out: `🧳 ${status.checked_out}`,
  };
}

/** The decline reasons inside the state line's brackets. */
function reasonsInSentence(lang: Lang): StaffTexts['reasons'] {
  const reason = STAFF_WORDS[lang].declineReason;
  return { full: inSentence(reason.full), other: inSentence(reason.other) };
}

const UZ: StaffTexts = {
  locale: 'uz',
  // Uzbek writes 23.11.2026; ICU's uz data gives 23/11/2026. Russian's pattern is the Uzbek one.
  timeLocale: 'ru',
  newRequest: 'Yangi bron soʻrovi',
  labels: {
    request: 'Soʻrov',
    received: 'Kelib tushdi',
    room: 'Xona turi',
    guest: 'Mehmon',
    phone: 'Telefon',
    email: 'Elektron pochta',
    nationality: 'Fuqaroligi',
    stay: 'Sanalar',
    guests: 'Mehmonlar soni',
    perNight: 'Bir kecha narxi',
    total: 'Jami',
    language: 'Sayt tili',
    status: 'Holati',
    deposit: STAFF_WORDS.uz.deposit,
    console: 'Xodimlar panelida',
  },
  nights: (n) => `${n} kecha`,
  rooms: (n) => `${n} ta xona`,
  perRoom: 'bir xona uchun',
  roomNumber: (id) => `${id}-tur`,
  rate: { citizen: 'Oʻzbekiston fuqarolari uchun narx', foreign: 'chet ellik mehmonlar uchun narx' },
  tashkentTime: 'Toshkent vaqti',
  buttons: {
    confirm: `✅ ${STAFF_WORDS.uz.action.confirm}`,
    decline: `❌ ${STAFF_WORDS.uz.action.decline}`,
    full: STAFF_WORDS.uz.declineReason.full,
    other: STAFF_WORDS.uz.declineReason.other,
    back: '↩ Orqaga',
  },
  state: {
    received: STAFF_WORDS.uz.status.received,
    confirmed: (who, when) => `✅ ${STAFF_WORDS.uz.status.confirmed}: ${who}, ${when}`,
    declined: (reason, who, when) => `❌ ${STAFF_WORDS.uz.status.declined} (${reason}): ${who}, ${when}`,
    cancelled: (when) => `🚫 ${STAFF_WORDS.uz.status.cancelled}: ${when}`,
  },
  stay: stayLines('uz'),
  reasons: reasonsInSentence('uz'),
  deposit: {
    awaiting: 'toʻlov kutilmoqda',
    pending: (gateway) => `toʻlov jarayonda (${gateway})`,
    paid: (gateway, when) => `${STAFF_WORDS.uz.history.deposit_paid}: ${gateway}, ${when}`,
    refundDue: 'mehmonga qaytarilishi kerak',
    refunded: 'mehmonga qaytarildi',
    receipt: 'fiskal chek',
  },
  answers: {
    confirmed: 'Tasdiqlandi. Mehmonga xat yuboriladi.',
    declined: 'Rad etildi. Mehmonga xat yuboriladi.',
    chooseReason: 'Rad etish sababini tanlang.',
    notAllowed: 'Bu amalga ruxsatingiz yoʻq.',
    unknown: 'Bu soʻrov topilmadi.',
    already: (state) => `Oʻzgartirilmadi. ${state}`,
    full: (room, nights) => `Tasdiqlab boʻlmaydi: «${room}» uchun boʻsh xona yoʻq (${nights}).`,
    tooFew: (room, n, dates) =>
      `Tasdiqlab boʻlmaydi: «${room}» turidagi ${n} ta xona kerak, boʻsh xonalar kamroq (${dates}).`,
  },
  cancelNotice: (id) => `🚫 Mehmon <code>${id}</code> soʻrovini bekor qildi.`,
  cancelLate:
    '⏰ Kech bekor qilindi: bepul bekor qilish muddati oʻtgan. Toʻlangan depozit avtomatik qaytarishga belgilanmadi.',
  summary: {
    title: (n) => `📋 Bir vaqtda ${n} ta yangi bron soʻrovi`,
    intro: 'Soʻrovlar juda koʻp kelmoqda, ularni birma-bir yuborib boʻlmaydi, shuning uchun qisqacha roʻyxat.',
    singles: (n) => `Yakka soʻrovlar (${n} ta): har biri tez orada tugmalari bilan alohida xabar boʻlib keladi.`,
    byPhone: 'Bitta telefon raqamidan bir nechta soʻrov:',
    byAddress: 'Bitta tarmoq manzilidan bir nechta soʻrov:',
    byRoom: 'Yana yakka soʻrovlar, xona turlari boʻyicha:',
    requests: (count) => `${count} ta soʻrov`,
    phones: (count) => `${count} ta telefon raqami`,
    more: (n) => `yana ${n} ta`,
    outro:
      'Toʻliq roʻyxat, tasdiqlash va rad etish: xodimlar panelida (/staff). Kirish havolasi uchun botga shaxsiy xabarda /login yozing.',
  },
  email: {
    subject: (id, checkin, checkout) => `Yangi bron soʻrovi ${id}: ${checkin} — ${checkout}`,
    intro: ['Mehmon saytdan bron soʻrovi yubordi.', 'Telegramda yoki xodimlar panelida tasdiqlang yoki rad eting.'],
    outro: 'Mehmon javobni elektron pochta orqali oladi va uni saytdagi «Mening soʻrovlarim» sahifasida ham koʻradi.',
    cancelSubject: (id) => `Mehmon ${id} soʻrovini bekor qildi`,
    cancelIntro: 'Mehmon saytdagi «Mening soʻrovlarim» sahifasida quyidagi soʻrovni bekor qildi.',
  },
};

const RU: StaffTexts = {
  locale: 'ru',
  timeLocale: 'ru',
  newRequest: 'Новый запрос на бронирование',
  labels: {
    request: 'Запрос',
    received: 'Поступил',
    room: 'Категория номера',
    guest: 'Гость',
    phone: 'Телефон',
    email: 'Электронная почта',
    nationality: 'Гражданство',
    stay: 'Даты',
    guests: 'Гостей',
    perNight: 'Цена за ночь',
    total: 'Итого',
    language: 'Язык сайта',
    status: 'Статус',
    deposit: STAFF_WORDS.ru.deposit,
    console: 'В панели сотрудников',
  },
  nights: (n) => `${n} ${ruPlural(n, 'ночь', 'ночи', 'ночей')}`,
  rooms: (n) => `${n} ${ruPlural(n, 'номер', 'номера', 'номеров')}`,
  perRoom: 'за номер',
  roomNumber: (id) => `категория ${id}`,
  rate: { citizen: 'цена для граждан Узбекистана', foreign: 'цена для иностранных гостей' },
  tashkentTime: 'по Ташкенту',
  buttons: {
    confirm: `✅ ${STAFF_WORDS.ru.action.confirm}`,
    decline: `❌ ${STAFF_WORDS.ru.action.decline}`,
    full: STAFF_WORDS.ru.declineReason.full,
    other: STAFF_WORDS.ru.declineReason.other,
    back: '↩ Назад',
  },
  state: {
    received: STAFF_WORDS.ru.status.received,
    confirmed: (who, when) => `✅ ${STAFF_WORDS.ru.status.confirmed}: ${who}, ${when}`,
    declined: (reason, who, when) => `❌ ${STAFF_WORDS.ru.status.declined} (${reason}): ${who}, ${when}`,
    cancelled: (when) => `🚫 ${STAFF_WORDS.ru.status.cancelled}: ${when}`,
  },
  stay: stayLines('ru'),
  reasons: reasonsInSentence('ru'),
  deposit: {
    awaiting: 'ожидается оплата',
    pending: (gateway) => `оплата в процессе (${gateway})`,
    paid: (gateway, when) => `${STAFF_WORDS.ru.history.deposit_paid}: ${gateway}, ${when}`,
    refundDue: 'нужно вернуть гостю',
    refunded: 'возвращена гостю',
    receipt: 'фискальный чек',
  },
  answers: {
    confirmed: 'Подтверждено. Гостю уйдёт письмо.',
    declined: 'Отклонено. Гостю уйдёт письмо.',
    chooseReason: 'Выберите причину отказа.',
    notAllowed: 'У вас нет прав на это действие.',
    unknown: 'Запрос не найден.',
    already: (state) => `Без изменений. ${state}`,
    full: (room, nights) => `Нельзя подтвердить: «${room}» — свободных номеров нет (${nights}).`,
    tooFew: (room, n, dates) =>
      `Нельзя подтвердить: «${room}» — нужно ${n} ${ruPlural(n, 'номер', 'номера', 'номеров')}, свободных меньше (${dates}).`,
  },
  cancelNotice: (id) => `🚫 Гость отменил запрос <code>${id}</code>.`,
  cancelLate:
    '⏰ Поздняя отмена: срок бесплатной отмены прошёл. Внесённая предоплата не отмечена к возврату автоматически.',
  summary: {
    title: (n) => `📋 ${n} ${ruPlural(n, 'новый запрос', 'новых запроса', 'новых запросов')} на бронирование сразу`,
    intro: 'Запросы приходят слишком часто, чтобы присылать каждый отдельно, поэтому вот сводка.',
    singles: (n) => `Одиночные запросы (${n}): каждый скоро придёт отдельным сообщением с кнопками.`,
    byPhone: 'Несколько запросов с одного номера телефона:',
    byAddress: 'Несколько запросов с одного сетевого адреса:',
    byRoom: 'Остальные одиночные запросы по типам номеров:',
    requests: (count) => `${count} ${ruPlural(count, 'запрос', 'запроса', 'запросов')}`,
    phones: (count) => `${count} ${ruPlural(count, 'номер', 'номера', 'номеров')} телефона`,
    more: (n) => `и ещё ${n}`,
    outro:
      'Полный список, подтверждение и отказ — в панели сотрудников (/staff). Ссылку для входа даст бот: напишите ему /login в личном чате.',
  },
  email: {
    subject: (id, checkin, checkout) => `Новый запрос на бронирование ${id}: ${checkin} — ${checkout}`,
    intro: [
      'Гость отправил запрос на бронирование с сайта.',
      'Подтвердите или отклоните его в Telegram или в панели сотрудников.',
    ],
    outro: 'Гость получит ответ по электронной почте и увидит его на странице «Мои запросы» на сайте.',
    cancelSubject: (id) => `Гость отменил запрос ${id}`,
    cancelIntro: 'Гость отменил этот запрос на странице «Мои запросы» на сайте.',
  },
};

const EN: StaffTexts = {
  locale: 'en-GB',
  timeLocale: 'en-GB',
  newRequest: 'New booking request',
  labels: {
    request: 'Request',
    received: 'Received',
    room: 'Room type',
    guest: 'Guest',
    phone: 'Phone',
    email: 'Email',
    nationality: 'Nationality',
    stay: 'Dates',
    guests: 'Guests',
    perNight: 'Price per night',
    total: 'Total',
    language: 'Site language',
    status: 'Status',
    deposit: STAFF_WORDS.en.deposit,
    console: 'In the staff console',
  },
  nights: (n) => `${n} ${n === 1 ? 'night' : 'nights'}`,
  rooms: (n) => `${n} ${n === 1 ? 'room' : 'rooms'}`,
  perRoom: 'per room',
  roomNumber: (id) => `type ${id}`,
  rate: { citizen: 'price for Uzbekistan citizens', foreign: 'price for foreign guests' },
  tashkentTime: 'Tashkent time',
  buttons: {
    confirm: `✅ ${STAFF_WORDS.en.action.confirm}`,
    decline: `❌ ${STAFF_WORDS.en.action.decline}`,
    full: STAFF_WORDS.en.declineReason.full,
    other: STAFF_WORDS.en.declineReason.other,
    back: '↩ Back',
  },
  state: {
    received: STAFF_WORDS.en.status.received,
    confirmed: (who, when) => `✅ ${STAFF_WORDS.en.status.confirmed} by ${who}, ${when}`,
    declined: (reason, who, when) => `❌ ${STAFF_WORDS.en.status.declined} (${reason}) by ${who}, ${when}`,
    cancelled: (when) => `🚫 ${STAFF_WORDS.en.status.cancelled}, ${when}`,
  },
  stay: stayLines('en'),
  reasons: reasonsInSentence('en'),
  deposit: {
    awaiting: 'awaiting payment',
    pending: (gateway) => `payment in progress (${gateway})`,
    paid: (gateway, when) => `${STAFF_WORDS.en.history.deposit_paid}: ${gateway}, ${when}`,
    refundDue: 'refund due to the guest',
    refunded: 'refunded to the guest',
    receipt: 'fiscal receipt',
  },
  answers: {
    confirmed: 'Confirmed. The guest will get an email.',
    declined: 'Declined. The guest will get an email.',
    chooseReason: 'Choose the reason for declining.',
    notAllowed: 'You are not allowed to do this.',
    unknown: 'Request not found.',
    already: (state) => `Nothing changed. ${state}`,
    full: (room, nights) => `Cannot confirm: no ${room} is free on ${nights}.`,
    tooFew: (room, n, dates) =>
      `Cannot confirm: the request needs ${n} ${n === 1 ? 'room' : 'rooms'} (${room}), and fewer are free on ${dates}.`,
  },
  cancelNotice: (id) => `🚫 The guest cancelled request <code>${id}</code>.`,
  cancelLate:
    '⏰ Late cancellation: the free cancellation deadline has passed. A paid deposit is not marked for refund automatically.',
  summary: {
    title: (n) => `📋 ${n} new booking ${n === 1 ? 'request' : 'requests'} at once`,
    intro: 'Requests are arriving too fast to send one by one, so here is a summary.',
    singles: (n) => `On their own (${n}): each follows shortly in its own message, with the buttons.`,
    byPhone: 'Several requests from one phone number:',
    byAddress: 'Several requests from one network address:',
    byRoom: 'More requests on their own, by room:',
    requests: (count) => `${count} ${count === 1 ? 'request' : 'requests'}`,
    phones: (count) => `${count} phone ${count === 1 ? 'number' : 'numbers'}`,
    more: (n) => `${n} more`,
    outro:
      'The full list, confirm and decline: in the staff console (/staff). For a sign-in link, send /login to the bot in a private chat.',
  },
  email: {
    subject: (id, checkin, checkout) => `New booking request ${id}: ${checkin} – ${checkout}`,
    intro: [
      'A guest sent a booking request from the website.',
      'Confirm or decline it in Telegram or in the staff console.',
    ],
    outro: 'The guest gets the answer by email and on the “My requests” page of the website.',
    cancelSubject: (id) => `The guest cancelled request ${id}`,
    cancelIntro: 'The guest cancelled this request on the “My requests” page of the website.',
  },
};

export const STAFF_TEXTS: Record<Lang, StaffTexts> = { uz: UZ, ru: RU, en: EN };
