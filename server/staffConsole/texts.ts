/**
 * What the staff console's server says to staff, in the staff member's language: its errors, the
 * bot's answers to /login, and the export's column names. Uzbek with ʻ (U+02BB) and ʼ (U+02BC).
 * The export's statuses, sources and deposit states are the staff glossary's words
 * (src/domain/staffWords.ts), as the console shows them; its sums are in so'm, as everywhere.
 */
import type { BookingSource, DepositStatus, Lang, StoredStatus } from '../../src/domain/booking';
import { STAFF_WORDS } from '../../src/domain/staffWords';

export type StaffErrorCode =
  | 'unauthenticated'
  | 'forbidden'
  | 'bad_origin'
  | 'link_invalid'
  | 'link_used'
  | 'link_expired'
  | 'rate_limited'
  | 'passkey_failed'
  | 'not_found'
  | 'sold_out'
  | 'invalid_transition'
  | 'no_email'
  | 'invalid_body';

export interface ConsoleTexts {
  errors: Record<StaffErrorCode, string>;
  telegram: {
    /** The sign-in address for a staff member who sent /login. */
    login: (url: string) => string;
    /** Anyone not on TELEGRAM_STAFF_IDS, or a revoked account. */
    refused: string;
    /** /login in a group: the address is only given in a private chat. */
    privateOnly: string;
  };
  csv: {
    headers: [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    statuses: Record<StoredStatus, string>;
    depositStatuses: Record<DepositStatus, string>;
    sources: Record<BookingSource, string>;
  };
  /** The stay's guards and the undo (POST …/check-in, …/no-show, …/undo); `date` as stayDate writes it. */
  guards: {
    /** 409 not_arrival_day on a check-in before the arrival day without `early`. */
    checkInBeforeArrival: (date: string) => string;
    /** 409 not_arrival_day on a no-show before the arrival day. */
    noShowBeforeArrival: (date: string) => string;
    /** 409 stay_over: a check-in on or after the check-out day. */
    stayOver: (date: string) => string;
    undoExpired: string;
    nothingToUndo: string;
  };
}

const UZ: ConsoleTexts = {
  errors: {
    unauthenticated: 'Avval tizimga kiring.',
    forbidden: 'Bu amal sizning rolingiz uchun ochiq emas.',
    bad_origin: 'Soʻrov boshqa saytdan keldi va rad etildi.',
    link_invalid: 'Kirish havolasi notoʻgʻri. Yangisini soʻrang.',
    link_used: 'Bu kirish havolasi allaqachon ishlatilgan. Yangisini soʻrang.',
    link_expired: 'Bu kirish havolasining muddati tugagan (30\u00a0daqiqa). Yangisini soʻrang.',
    rate_limited: 'Urinishlar juda koʻp. Birozdan keyin qayta urinib koʻring.',
    passkey_failed: 'Kalit (passkey) bilan kirib boʻlmadi.',
    not_found: 'Soʻrov topilmadi.',
    sold_out: 'Bu sanalarga boʻsh xona yetarli emas.',
    invalid_transition: 'Soʻrovning hozirgi holatida bu amalni bajarib boʻlmaydi.',
    no_email: 'Mehmon elektron pochta manzilini qoldirmagan.',
    invalid_body: 'Maʼlumotlar notoʻgʻri.',
  },
  telegram: {
    login: (url) => `Xodimlar paneliga kirish havolasi (30\u00a0daqiqa amal qiladi, bir marta ishlatiladi):\n${url}`,
    refused: 'Kechirasiz, bu buyruq faqat mehmonxona xodimlari uchun.',
    privateOnly: 'Kirish havolasini olish uchun menga shaxsiy xabarda /login yozing.',
  },
  csv: {
    headers: [
      'Soʻrov raqami',
      'Mehmon',
      'Yuborilgan',
      'Kelish sanasi',
      'Ketish sanasi',
      'Kechalar',
      'Xona turi',
      'Xonalar soni',
      'Mehmonlar soni',
      'Fuqaroligi',
      "Jami (so'm)",
      `${STAFF_WORDS.uz.deposit} (so'm)`,
      `${STAFF_WORDS.uz.deposit} holati`,
      'Holati',
      'Manba',
    ],
    statuses: STAFF_WORDS.uz.status,
    depositStatuses: STAFF_WORDS.uz.depositStatus,
    sources: STAFF_WORDS.uz.source,
  },
  guards: {
    checkInBeforeArrival: (date) => `Mehmon ${date} kuni keladi. Muddatidan oldin joylashtirish uchun buni tasdiqlang.`,
    noShowBeforeArrival: (date) => `Mehmon ${date} kuni keladi: kelmaganini shu kundan boshlab belgilash mumkin.`,
    stayOver: (date) => `Turish muddati ${date} kuni tugagan (ketish kuni): mehmonni endi joylashtirib boʻlmaydi.`,
    undoExpired: '24 soatdan koʻp vaqt oʻtdi: bu amalni endi bekor qilib boʻlmaydi.',
    nothingToUndo: 'Bekor qilinadigan amal yoʻq: oxirgi amalni bekor qilib boʻlmaydi.',
  },
};

const RU: ConsoleTexts = {
  errors: {
    unauthenticated: 'Сначала войдите в систему.',
    forbidden: 'Это действие недоступно для вашей роли.',
    bad_origin: 'Запрос пришёл с другого сайта и отклонён.',
    link_invalid: 'Ссылка для входа неверна. Запросите новую.',
    link_used: 'Эта ссылка для входа уже использована. Запросите новую.',
    link_expired: 'Срок действия ссылки для входа истёк (30 минут). Запросите новую.',
    rate_limited: 'Слишком много попыток. Попробуйте чуть позже.',
    passkey_failed: 'Не удалось войти с ключом доступа.',
    not_found: 'Запрос не найден.',
    sold_out: 'На эти даты не хватает свободных номеров.',
    invalid_transition: 'В текущем статусе запроса это действие невозможно.',
    no_email: 'Гость не оставил адрес электронной почты.',
    invalid_body: 'Неверные данные.',
  },
  telegram: {
    login: (url) => `Ссылка для входа в панель сотрудников (действует 30 минут, один раз):\n${url}`,
    refused: 'Извините, эта команда только для сотрудников отеля.',
    privateOnly: 'Чтобы получить ссылку для входа, напишите мне /login в личном чате.',
  },
  csv: {
    headers: [
      'Номер запроса',
      'Гость',
      'Отправлен',
      'Дата заезда',
      'Дата выезда',
      'Ночей',
      'Тип номера',
      'Номеров',
      'Гостей',
      'Гражданство',
      "Итого (so'm)",
      `${STAFF_WORDS.ru.deposit} (so'm)`,
      `${STAFF_WORDS.ru.deposit}: статус`,
      'Статус',
      'Источник',
    ],
    statuses: STAFF_WORDS.ru.status,
    depositStatuses: STAFF_WORDS.ru.depositStatus,
    sources: STAFF_WORDS.ru.source,
  },
  guards: {
    checkInBeforeArrival: (date) => `Гость приезжает ${date}. Чтобы заселить раньше, подтвердите ранний заезд.`,
    noShowBeforeArrival: (date) => `Гость приезжает ${date}: отметить незаезд можно с этого дня.`,
    stayOver: (date) => `Проживание закончилось ${date} (день выезда): заселить гостя уже нельзя.`,
    undoExpired: 'Прошло больше 24 часов: это действие уже нельзя отменить.',
    nothingToUndo: 'Отменять нечего: последнее действие отменить нельзя.',
  },
};

const EN: ConsoleTexts = {
  errors: {
    unauthenticated: 'Please sign in first.',
    forbidden: 'Your role does not allow this.',
    bad_origin: 'The request came from another site and was refused.',
    link_invalid: 'This sign-in link is not valid. Ask for a new one.',
    link_used: 'This sign-in link has already been used. Ask for a new one.',
    link_expired: 'This sign-in link has expired (30 minutes). Ask for a new one.',
    rate_limited: 'Too many attempts. Please try again in a little while.',
    passkey_failed: 'Signing in with the passkey did not work.',
    not_found: 'Request not found.',
    sold_out: 'Not enough rooms are free on these dates.',
    invalid_transition: 'This cannot be done in the request’s current status.',
    no_email: 'The guest left no email address.',
    invalid_body: 'The data is not valid.',
  },
  telegram: {
    login: (url) => `Your sign-in link to the staff console (valid for 30 minutes, once):\n${url}`,
    refused: 'Sorry, this command is for the hotel’s staff only.',
    privateOnly: 'To get a sign-in link, send me /login in a private chat.',
  },
  csv: {
    headers: [
      'Request number',
      'Guest',
      'Sent',
      'Check-in date',
      'Check-out date',
      'Nights',
      'Room type',
      'Rooms',
      'Guests',
      'Nationality',
      "Total (so'm)",
      `${STAFF_WORDS.en.deposit} (so'm)`,
      `${STAFF_WORDS.en.deposit} status`,
      'Status',
      'Source',
    ],
    statuses: STAFF_WORDS.en.status,
    depositStatuses: STAFF_WORDS.en.depositStatus,
    sources: STAFF_WORDS.en.source,
  },
  guards: {
    checkInBeforeArrival: (date) =>
      `The guest arrives on ${date}. To check them in earlier, confirm an early check-in.`,
    noShowBeforeArrival: (date) => `The guest arrives on ${date}: a no-show can be marked from that day.`,
    stayOver: (date) => `The stay ended on ${date} (the check-out day): the guest can no longer be checked in.`,
    undoExpired: 'More than 24 hours have passed: this action can no longer be undone.',
    nothingToUndo: 'There is nothing to undo: the last action cannot be undone.',
  },
};

export const CONSOLE_TEXTS: Record<Lang, ConsoleTexts> = { uz: UZ, ru: RU, en: EN };
