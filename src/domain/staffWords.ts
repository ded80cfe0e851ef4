/**
 * The staff's glossary: one word per idea and language for everything the hotel's staff read
 * about a request — the console (src/features/staff/staff.texts.ts), the owner's CSV export
 * (server/staff/texts.ts) and the staff Telegram messages (server/bookings/staffTexts.ts). A
 * status is a noun (what the request is now), an action a verb (what the button does), a history
 * line an event (what happened). docs/glossary.md's "Staff words" table is printed from this
 * file (__tests__/staff/staffGlossary.test.ts compares them), so the three places and the page
 * cannot drift apart. Uzbek with ʻ (U+02BB) in oʻ, gʻ and ʼ (U+02BC) for the tutuq belgisi.
 */
import type { BookingSource, DepositStatus, Lang, StoredStatus } from './booking';
import type { HistoryAction } from './staffApi';

/** Why staff declined a request, as stored (bookings.decline_reason). */
export type DeclineReasonCode = 'full' | 'other';
export const DECLINE_REASONS: readonly DeclineReasonCode[] = ['full', 'other'];

/** A decline as staff read it: a stated reason, or staff's own words emailed to the guest. */
export type DeclineShown = DeclineReasonCode | 'message';
export const DECLINES_SHOWN: readonly DeclineShown[] = ['full', 'other', 'message'];

/** The buttons that change a request's status. */
export type StatusAction = 'confirm' | 'decline' | 'cancel' | 'checkIn' | 'noShow' | 'checkOut';
export const STATUS_ACTIONS: readonly StatusAction[] = [
  'confirm',
  'decline',
  'cancel',
  'checkIn',
  'noShow',
  'checkOut',
];

export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['none', 'pending', 'paid', 'refunded'];
export const BOOKING_SOURCES: readonly BookingSource[] = ['site', 'phone', 'desk'];

/** A room's housekeeping status (rooms.housekeeping): a state of the room, never an order. */
export const HOUSEKEEPING_STATUSES = ['dirty', 'clean', 'inspected', 'out_of_order'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/** What a room needs today (GET /api/staff/housekeeping's `task`). */
export const HOUSEKEEPING_TASKS = ['departure', 'stayover', 'arrival', 'vacant'] as const;
export type HousekeepingTask = (typeof HOUSEKEEPING_TASKS)[number];

/** The six room kinds by id (src/domain/rooms.ts), for their short names. */
type RoomKindId = 1 | 2 | 3 | 4 | 5 | 6;

/** The payment systems by their own names (the same in every language). */
export const GATEWAY_NAMES: Readonly<Record<'payme' | 'click', string>> = { payme: 'Payme', click: 'Click' };

export interface StaffWords {
  /** The hotel's front desk, the place (and a booking's source when taken there). */
  frontDesk: string;
  /** The money a guest pays online before the stay. */
  deposit: string;
  /** An internal note staff write on a request (only staff read it). */
  note: string;
  /** A request's status: a noun or a state, never an order. */
  status: Record<StoredStatus, string>;
  /** What a button does to the request: a verb. */
  action: Record<StatusAction, string>;
  /** Where a request came from. */
  source: Record<BookingSource, string>;
  /** Why a request was declined. */
  declineReason: Record<DeclineShown, string>;
  /** A line of a request's history: what happened. */
  history: Record<HistoryAction, string>;
  /** The deposit's state. */
  depositStatus: Record<DepositStatus, string>;
  /** A guest's cancellation after the free cancellation deadline (a history line's detail). */
  lateCancel: string;
  /** One numbered room of the hotel (101), as staff say it before its number: "Room 101". */
  room: string;
  /** A room kind (one of the six, the site's "room"): what a room is, as staff name it. */
  roomKind: string;
  /** A room kind's short name, for the room chart's side and a housekeeper's list. */
  roomKindShort: Record<RoomKindId, string>;
  /** A room's housekeeping status: an adjective or a state (the room is …). */
  housekeeping: Record<HousekeepingStatus, string>;
  /** The button that sets a room's housekeeping status: a verb. */
  housekeepingAction: Record<HousekeepingStatus, string>;
  /** What a room needs today, as a housekeeper's list says it. */
  housekeepingTask: Record<HousekeepingTask, string>;
  /** Out of service by room (a period the room is not sold: repairs). */
  outOfService: string;
}

const uz: StaffWords = {
  frontDesk: 'Qabulxona',
  deposit: 'Depozit',
  note: 'Izoh',
  status: {
    received: 'Yangi — javob kutilmoqda',
    confirmed: 'Tasdiqlangan',
    declined: 'Rad etilgan',
    cancelled: 'Bekor qilingan',
    checked_in: 'Yashamoqda',
    no_show: 'Kelmagan',
    checked_out: 'Ketgan',
  },
  action: {
    confirm: 'Tasdiqlash',
    decline: 'Rad etish',
    cancel: 'Bronni bekor qilish',
    checkIn: 'Joylashtirish',
    noShow: 'Kelmadi deb belgilash',
    checkOut: 'Ketishni rasmiylashtirish',
  },
  source: { site: 'Sayt', phone: 'Telefon', desk: 'Qabulxona' },
  declineReason: {
    full: 'Boʻsh xona yoʻq',
    other: 'Boshqa sabab',
    message: 'Sababi mehmonga xatda yozilgan',
  },
  history: {
    created: 'Soʻrov yaratildi',
    confirmed: 'Tasdiqlandi',
    declined: 'Rad etildi',
    cancelled: 'Bekor qilindi',
    checked_in: 'Mehmon joylashtirildi',
    no_show: 'Mehmon kelmadi deb belgilandi',
    checked_out: 'Mehmonning ketishi rasmiylashtirildi',
    note: 'Ichki izoh',
    message: 'Mehmonga xat',
    deposit_paid: 'Depozit toʻlandi',
    deposit_refunded: 'Depozit qaytarildi',
    erased: 'Shaxsiy maʼlumotlar oʻchirildi',
    checked_in_early: 'Muddatidan oldin joylashtirildi',
    check_in_undone: 'Joylashtirish bekor qilindi',
    no_show_undone: '«Kelmadi» belgisi bekor qilindi',
    check_out_undone: 'Ketishni rasmiylashtirish bekor qilindi',
    decline_undone: 'Rad etish bekor qilindi',
    changed: 'Bron oʻzgartirildi',
    assign: 'Xona oʻzgartirildi',
  },
  depositStatus: { none: 'Toʻlanmagan', pending: 'Toʻlov jarayonda', paid: 'Toʻlangan', refunded: 'Qaytarilgan' },
  lateCancel: 'Kech bekor qilindi: bepul bekor qilish muddati oʻtgan',
  room: 'Xona',
  roomKind: 'Xona turi',
  roomKindShort: {
    1: 'Bir kishilik',
    2: 'Ikki kishilik',
    3: 'Uch kishilik',
    4: 'Oilaviy lyuks',
    5: 'Hashamatli lyuks',
    6: 'Delyuks lyuks',
  },
  housekeeping: { dirty: 'Tozalanmagan', clean: 'Toza', inspected: 'Tekshirilgan', out_of_order: 'Nosoz' },
  housekeepingAction: {
    dirty: 'Tozalanmagan deb belgilash',
    clean: 'Toza deb belgilash',
    inspected: 'Tekshirildi deb belgilash',
    out_of_order: 'Nosoz deb belgilash',
  },
  housekeepingTask: {
    departure: 'Mehmon ketdi — toʻliq tozalash',
    stayover: 'Mehmon yashamoqda — joriy tozalash',
    arrival: 'Bugun mehmon keladi',
    vacant: 'Boʻsh',
  },
  outOfService: 'Taʼmirda (sotilmaydi)',
};

// Russian statuses agree with «бронь» (feminine), as a front desk says it: «бронь подтверждена».
const ru: StaffWords = {
  frontDesk: 'Ресепшен',
  deposit: 'Предоплата',
  note: 'Заметка',
  status: {
    received: 'Новая — ждёт ответа',
    confirmed: 'Подтверждена',
    declined: 'Отклонена',
    cancelled: 'Отменена',
    checked_in: 'Проживает',
    no_show: 'Незаезд',
    checked_out: 'Выехал',
  },
  action: {
    confirm: 'Подтвердить',
    decline: 'Отклонить',
    cancel: 'Отменить бронь',
    checkIn: 'Заселить',
    noShow: 'Отметить незаезд',
    checkOut: 'Оформить выезд',
  },
  source: { site: 'Сайт', phone: 'Телефон', desk: 'Ресепшен' },
  declineReason: {
    full: 'Нет свободных номеров',
    other: 'Другая причина',
    message: 'Причина объяснена гостю в письме',
  },
  history: {
    created: 'Запрос создан',
    confirmed: 'Подтверждена',
    declined: 'Отклонена',
    cancelled: 'Отменена',
    checked_in: 'Гость заселён',
    no_show: 'Отмечен незаезд',
    checked_out: 'Выезд оформлен',
    note: 'Внутренняя заметка',
    message: 'Письмо гостю',
    deposit_paid: 'Предоплата внесена',
    deposit_refunded: 'Предоплата возвращена',
    erased: 'Личные данные удалены',
    checked_in_early: 'Заселён раньше срока',
    check_in_undone: 'Заселение отменено',
    no_show_undone: 'Отметка о незаезде отменена',
    check_out_undone: 'Выезд отменён',
    decline_undone: 'Отказ отменён',
    changed: 'Бронь изменена',
    assign: 'Номер изменён',
  },
  depositStatus: { none: 'Не оплачена', pending: 'Ожидается оплата', paid: 'Оплачена', refunded: 'Возвращена' },
  lateCancel: 'Поздняя отмена: срок бесплатной отмены прошёл',
  room: 'Номер',
  roomKind: 'Категория номера',
  roomKindShort: {
    1: 'Одноместный',
    2: 'Твин',
    3: 'Трёхместный',
    4: 'Семейный люкс',
    5: 'Люкс «Премиум»',
    6: 'Люкс «Делюкс»',
  },
  // Agree with «номер» (masculine), as housekeeping says it: «номер грязный», «номер проверен».
  housekeeping: { dirty: 'Грязный', clean: 'Чистый', inspected: 'Проверен', out_of_order: 'Неисправен' },
  housekeepingAction: {
    dirty: 'Отметить грязным',
    clean: 'Отметить чистым',
    inspected: 'Отметить проверенным',
    out_of_order: 'Отметить неисправным',
  },
  housekeepingTask: {
    departure: 'Выезд — генеральная уборка',
    stayover: 'Проживают — текущая уборка',
    arrival: 'Сегодня заезд',
    vacant: 'Свободен',
  },
  outOfService: 'Ремонт (не продаётся)',
};

const en: StaffWords = {
  frontDesk: 'Reception',
  deposit: 'Deposit',
  note: 'Note',
  status: {
    received: 'New — awaiting reply',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    checked_in: 'Checked in',
    no_show: 'No-show',
    checked_out: 'Checked out',
  },
  action: {
    confirm: 'Confirm',
    decline: 'Decline',
    cancel: 'Cancel booking',
    checkIn: 'Check in',
    noShow: 'Mark as no-show',
    checkOut: 'Check out',
  },
  source: { site: 'Website', phone: 'Phone', desk: 'Reception' },
  declineReason: {
    full: 'Fully booked',
    other: 'Other reason',
    message: 'Reason explained to the guest by email',
  },
  history: {
    created: 'Request created',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    checked_in: 'Guest checked in',
    no_show: 'Marked as no-show',
    checked_out: 'Guest checked out',
    note: 'Internal note',
    message: 'Email to the guest',
    deposit_paid: 'Deposit paid',
    deposit_refunded: 'Deposit refunded',
    erased: 'Personal data erased',
    checked_in_early: 'Checked in early',
    check_in_undone: 'Check-in undone',
    no_show_undone: 'No-show undone',
    check_out_undone: 'Check-out undone',
    decline_undone: 'Decline undone',
    changed: 'Booking changed',
    assign: 'Room changed',
  },
  depositStatus: { none: 'Not paid', pending: 'Awaiting payment', paid: 'Paid', refunded: 'Refunded' },
  lateCancel: 'Late cancellation: after the free cancellation deadline',
  room: 'Room',
  roomKind: 'Room type',
  roomKindShort: { 1: 'Single', 2: 'Twin', 3: 'Triple', 4: 'Family suite', 5: 'Luxury suite', 6: 'Deluxe suite' },
  housekeeping: { dirty: 'Dirty', clean: 'Clean', inspected: 'Inspected', out_of_order: 'Out of order' },
  housekeepingAction: {
    dirty: 'Mark dirty',
    clean: 'Mark clean',
    inspected: 'Mark inspected',
    out_of_order: 'Mark out of order',
  },
  housekeepingTask: {
    departure: 'Departure — full clean',
    stayover: 'Stay-over — daily clean',
    arrival: 'Arrival today',
    vacant: 'Vacant',
  },
  outOfService: 'Out of service',
};

export const STAFF_WORDS: Readonly<Record<Lang, StaffWords>> = { uz, ru, en };

/** A word inside a sentence: its first letter in lower case ('Boʻsh xona yoʻq' → 'boʻsh xona yoʻq'). */
export function inSentence(word: string): string {
  return word.charAt(0).toLocaleLowerCase() + word.slice(1);
}

/**
 * What a history line's detail says, in words: the source of a created request, a stated decline
 * reason, a late cancellation, a payment system; anything else (a note, a message, staff's own
 * words) is the staff's or the guest's text and stays as written.
 */
export function historyDetail(action: string, detail: string, words: StaffWords): string {
  if (action === 'created' && (BOOKING_SOURCES as readonly string[]).includes(detail))
    return words.source[detail as BookingSource];
  if (action === 'declined' && (DECLINE_REASONS as readonly string[]).includes(detail))
    return words.declineReason[detail as DeclineReasonCode];
  if (action === 'cancelled' && detail === 'late') return words.lateCancel;
  if ((action === 'deposit_paid' || action === 'deposit_refunded') && detail in GATEWAY_NAMES)
    return GATEWAY_NAMES[detail as keyof typeof GATEWAY_NAMES];
  return detail;
}

/** The glossary's rows as docs/glossary.md prints them: the idea, then the words in UZ, RU, EN. */
export function staffGlossaryRows(): [string, string, string, string][] {
  const rows: [string, string, string, string][] = [];
  const row = (idea: string, pick: (w: StaffWords) => string) => rows.push([idea, pick(uz), pick(ru), pick(en)]);
  row('front desk (the place; a source)', (w) => w.frontDesk);
  row('deposit', (w) => w.deposit);
  row('internal note', (w) => w.note);
  for (const key of Object.keys(uz.status) as StoredStatus[]) row(`status: \`${key}\``, (w) => w.status[key]);
  for (const key of STATUS_ACTIONS) row(`button: ${key}`, (w) => w.action[key]);
  for (const key of BOOKING_SOURCES) row(`source: \`${key}\``, (w) => w.source[key]);
  for (const key of DECLINES_SHOWN) row(`decline reason: \`${key}\``, (w) => w.declineReason[key]);
  for (const key of Object.keys(uz.history) as HistoryAction[]) row(`history: \`${key}\``, (w) => w.history[key]);
  for (const key of DEPOSIT_STATUSES) row(`deposit status: \`${key}\``, (w) => w.depositStatus[key]);
  row('history detail: `late` (a cancellation)', (w) => w.lateCancel);
  row('room (a numbered room: Room 101)', (w) => w.room);
  row('room kind (one of the six)', (w) => w.roomKind);
  for (const key of [1, 2, 3, 4, 5, 6] as const) row(`room kind ${key}, short`, (w) => w.roomKindShort[key]);
  for (const key of HOUSEKEEPING_STATUSES) row(`housekeeping: \`${key}\``, (w) => w.housekeeping[key]);
  for (const key of HOUSEKEEPING_STATUSES) row(`button: mark ${key}`, (w) => w.housekeepingAction[key]);
  for (const key of HOUSEKEEPING_TASKS) row(`housekeeping task: \`${key}\``, (w) => w.housekeepingTask[key]);
  row('out of service (a room)', (w) => w.outOfService);
  return rows;
}

/** The glossary's table in Markdown, as docs/glossary.md holds it between its markers. */
export function staffGlossaryTable(): string {
  const lines = ['| Idea | UZ | RU | EN |', '| --- | --- | --- | --- |'];
  for (const cells of staffGlossaryRows()) lines.push(`| ${cells.join(' | ')} |`);
  return lines.join('\n');
}
