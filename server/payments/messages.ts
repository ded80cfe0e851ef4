/**
 * The deposit's messages: the staff's Telegram notices and emails in STAFF_LANG (paid, refund
 * due, refunded) and the guest's receipt in the guest's language. Amounts are grouped digits and
 * "so'm"; times are the hotel's (Tashkent). Uzbek is written with ʻ (U+02BB), as on the site.
 */
import type { Lang } from '../../src/domain/booking';
import { HOTEL } from '../../src/domain/hotel';
import { roomName } from '../../src/domain/roomNames';
import { cached, guestLang, money, stayDateLong } from '../bookings';
import type { BookingsTable, PaymentGateway, PaymentsTable } from '../db';
import { layoutHtml, layoutText } from '../notify';
import type { Block, EmailContent } from '../notify';
import { GUEST_TEXTS } from '../guestEmail';
import { siteLink } from '../siteLink';

type Payment = Pick<PaymentsTable, 'gateway' | 'amount' | 'transaction_id' | 'perform_time' | 'cancel_time'>;

const GATEWAY_NAMES: Record<PaymentGateway, string> = { payme: 'Payme', click: 'Click' };
const LOCALES: Record<Lang, string> = { uz: 'uz', ru: 'ru', en: 'en-GB' };

function som(amount: number, lang: Lang): string {
  return `${money(amount, LOCALES[lang])}\u00a0so'm`;
}

function when(ms: number | null, lang: Lang): string {
  if (ms === null) return '';
  const format = cached(
    `pt:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Tashkent' }),
  );
  return format.format(new Date(ms));
}

interface StaffPaymentTexts {
  paid: (ref: string, amount: string, gateway: string) => string;
  refundDue: (ref: string, amount: string, gateway: string) => string;
  refunded: (ref: string, amount: string, gateway: string) => string;
  subjects: { paid: (ref: string) => string; refundDue: (ref: string) => string; refunded: (ref: string) => string };
  transaction: string;
  guest: string;
}

// The deposit is the staff glossary's word (src/domain/staffWords.ts): Depozit, предоплата, deposit.
const STAFF: Record<Lang, StaffPaymentTexts> = {
  uz: {
    paid: (ref, amount, gateway) =>
      `💳 <code>${ref}</code> soʻrovi uchun ${gateway} orqali ${amount} depozit qabul qilindi.`,
    refundDue: (ref, amount, gateway) =>
      `↩️ Mehmon <code>${ref}</code> soʻrovini bekor qildi, ${gateway} orqali ${amount} depozit toʻlangan edi: pulni qaytarish kerak (${gateway} kabinetida).`,
    refunded: (ref, amount, gateway) =>
      `↩️ <code>${ref}</code> soʻrovi uchun ${amount} depozit ${gateway} orqali qaytarildi.`,
    subjects: {
      paid: (ref) => `Depozit qabul qilindi — ${ref}`,
      refundDue: (ref) => `Toʻlangan soʻrov bekor qilindi, pulni qaytarish kerak — ${ref}`,
      refunded: (ref) => `Depozit qaytarildi — ${ref}`,
    },
    transaction: 'Tranzaksiya',
    guest: 'Mehmon',
  },
  ru: {
    paid: (ref, amount, gateway) => `💳 Получена предоплата ${amount} через ${gateway} по запросу <code>${ref}</code>.`,
    refundDue: (ref, amount, gateway) =>
      `↩️ Гость отменил запрос <code>${ref}</code>, за который внесена предоплата ${amount} через ${gateway}: нужен возврат (в кабинете ${gateway}).`,
    refunded: (ref, amount, gateway) =>
      `↩️ Предоплата ${amount} по запросу <code>${ref}</code> возвращена через ${gateway}.`,
    subjects: {
      paid: (ref) => `Получена предоплата — ${ref}`,
      refundDue: (ref) => `Отменён оплаченный запрос, нужен возврат — ${ref}`,
      refunded: (ref) => `Предоплата возвращена — ${ref}`,
    },
    transaction: 'Транзакция',
    guest: 'Гость',
  },
  en: {
    paid: (ref, amount, gateway) => `💳 Deposit of ${amount} paid with ${gateway} for request <code>${ref}</code>.`,
    refundDue: (ref, amount, gateway) =>
      `↩️ The guest cancelled request <code>${ref}</code> after paying a deposit of ${amount} with ${gateway}: a refund is due (in the ${gateway} cabinet).`,
    refunded: (ref, amount, gateway) =>
      `↩️ The deposit of ${amount} for request <code>${ref}</code> was refunded through ${gateway}.`,
    subjects: {
      paid: (ref) => `Deposit paid — ${ref}`,
      refundDue: (ref) => `Paid request cancelled, refund due — ${ref}`,
      refunded: (ref) => `Deposit refunded — ${ref}`,
    },
    transaction: 'Transaction',
    guest: 'Guest',
  },
};

export type StaffNotice = 'paid' | 'refund_due' | 'refunded';

/** The staff chat's notice (Telegram HTML). */
export function staffPaymentText(
  kind: StaffNotice,
  booking: Pick<BookingsTable, 'reference'>,
  payment: Payment,
  staffLang: Lang,
): string {
  const t = STAFF[staffLang];
  const text = kind === 'paid' ? t.paid : kind === 'refund_due' ? t.refundDue : t.refunded;
  return text(booking.reference, som(payment.amount, staffLang), GATEWAY_NAMES[payment.gateway]);
}

/** The same notice as an email to HOTEL_EMAIL, with the transaction to find it in the cabinet. */
export function staffPaymentEmail(
  kind: StaffNotice,
  booking: Pick<BookingsTable, 'reference' | 'guest_name'>,
  payment: Payment,
  staffLang: Lang,
): EmailContent {
  const t = STAFF[staffLang];
  const subject =
    kind === 'paid' ? t.subjects.paid : kind === 'refund_due' ? t.subjects.refundDue : t.subjects.refunded;
  const line = staffPaymentText(kind, booking, payment, staffLang).replace(/<\/?code>/g, '');
  return {
    subject: subject(booking.reference),
    text: [
      line,
      '',
      `${t.guest}: ${booking.guest_name}`,
      `${t.transaction}: ${GATEWAY_NAMES[payment.gateway]} ${payment.transaction_id}`,
    ].join('\n'),
  };
}

interface ReceiptTexts {
  subject: (ref: string) => string;
  intro: (amount: string) => string;
  labels: {
    reference: string;
    room: string;
    checkin: string;
    checkout: string;
    deposit: string;
    paidWith: string;
    paidAt: string;
    transaction: string;
    rest: string;
  };
  closing: string;
}

const RECEIPT: Record<Lang, ReceiptTexts> = {
  uz: {
    subject: (ref) => `Oldindan toʻlov qabul qilindi — ${ref}`,
    intro: (amount) => `${amount} miqdoridagi oldindan toʻlovingiz qabul qilindi. Rahmat!`,
    labels: {
      reference: 'Soʻrov raqami',
      room: 'Xona',
      checkin: 'Kelish',
      checkout: 'Ketish',
      deposit: 'Oldindan toʻlov',
      paidWith: 'Toʻlov usuli',
      paidAt: 'Toʻlov vaqti',
      transaction: 'Tranzaksiya',
      rest: 'Mehmonxonada toʻlanadi',
    },
    closing: 'Ushbu xatni toʻlov kvitansiyasi sifatida saqlang.',
  },
  ru: {
    subject: (ref) => `Предоплата получена — ${ref}`,
    intro: (amount) => `Мы получили вашу предоплату ${amount}. Спасибо!`,
    labels: {
      reference: 'Номер запроса',
      room: 'Номер',
      checkin: 'Заезд',
      checkout: 'Выезд',
      deposit: 'Предоплата',
      paidWith: 'Способ оплаты',
      paidAt: 'Время оплаты',
      transaction: 'Транзакция',
      rest: 'Оплата в отеле',
    },
    closing: 'Сохраните это письмо как квитанцию об оплате.',
  },
  en: {
    subject: (ref) => `Deposit received — ${ref}`,
    intro: (amount) => `We have received your deposit of ${amount}. Thank you!`,
    labels: {
      reference: 'Request',
      room: 'Room',
      checkin: 'Check-in',
      checkout: 'Check-out',
      deposit: 'Deposit',
      paidWith: 'Paid with',
      paidAt: 'Paid at',
      transaction: 'Transaction',
      rest: 'To pay at the hotel',
    },
    closing: 'Keep this email as your receipt.',
  },
};

/** The guest's receipt for a paid deposit, in the guest's language. */
export function guestReceiptEmail(booking: BookingsTable, payment: Payment): EmailContent {
  const lang = guestLang(booking);
  const t = RECEIPT[lang];
  const l = t.labels;
  const amount = som(payment.amount, lang);
  const subject = t.subject(booking.reference);
  const myRequests = siteLink('/my-requests', lang);
  const blocks: Block[] = [
    { kind: 'text', lines: [GUEST_TEXTS[lang].greeting(booking.guest_name)] },
    { kind: 'text', lines: [t.intro(amount)], strong: true },
    {
      kind: 'facts',
      rows: [
        [l.reference, booking.reference],
        [l.room, roomName(booking.room_id, lang)],
        [l.checkin, stayDateLong(booking.checkin, lang)],
        [l.checkout, stayDateLong(booking.checkout, lang)],
        [l.deposit, amount],
        [l.paidWith, GATEWAY_NAMES[payment.gateway]],
        [l.paidAt, when(payment.perform_time, lang)],
        [l.transaction, payment.transaction_id],
        [l.rest, som(Math.max(0, booking.total_price - payment.amount), lang)],
      ],
    },
    { kind: 'text', lines: [t.closing] },
    { kind: 'links', rows: [{ label: GUEST_TEXTS[lang].hotel.myRequests, text: myRequests, href: myRequests }] },
  ];
  return { subject, text: layoutText(blocks), html: layoutHtml({ lang, subject, hotelName: HOTEL.name, blocks }) };
}

interface FiscalReceiptTexts {
  subject: (ref: string) => string;
  intro: (amount: string) => string;
  open: string;
  labels: { reference: string; deposit: string; paidWith: string; receipt: string };
  closing: string;
}

const FISCAL_RECEIPT: Record<Lang, FiscalReceiptTexts> = {
  uz: {
    subject: (ref) => `Oldindan toʻlovning fiskal cheki — ${ref}`,
    intro: (amount) =>
      `${amount} miqdoridagi oldindan toʻlovingiz uchun fiskal chek soliq organlarida roʻyxatdan oʻtkazildi.`,
    open: 'Fiskal chekni ochish',
    labels: {
      reference: 'Soʻrov raqami',
      deposit: 'Oldindan toʻlov',
      paidWith: 'Toʻlov usuli',
      receipt: 'Fiskal chek',
    },
    closing: 'Chekni istalgan vaqtda shu havola orqali koʻrishingiz mumkin.',
  },
  ru: {
    subject: (ref) => `Фискальный чек предоплаты — ${ref}`,
    intro: (amount) => `Фискальный чек на вашу предоплату ${amount} зарегистрирован в налоговой.`,
    open: 'Открыть фискальный чек',
    labels: { reference: 'Номер запроса', deposit: 'Предоплата', paidWith: 'Способ оплаты', receipt: 'Фискальный чек' },
    closing: 'Чек можно открыть по этой ссылке в любое время.',
  },
  en: {
    subject: (ref) => `Fiscal receipt for your deposit — ${ref}`,
    intro: (amount) => `The fiscal receipt for your deposit of ${amount} has been registered with the tax office.`,
    open: 'Open the fiscal receipt',
    labels: { reference: 'Request', deposit: 'Deposit', paidWith: 'Paid with', receipt: 'Fiscal receipt' },
    closing: 'You can open the receipt at this link at any time.',
  },
};

/** The guest's follow-up once the deposit's fiscal receipt is registered: its link, in the guest's language. */
export function guestFiscalReceiptEmail(
  booking: BookingsTable,
  payment: Payment & { receipt_url: string },
): EmailContent {
  const lang = guestLang(booking);
  const t = FISCAL_RECEIPT[lang];
  const l = t.labels;
  const amount = som(payment.amount, lang);
  const subject = t.subject(booking.reference);
  const myRequests = siteLink('/my-requests', lang);
  const blocks: Block[] = [
    { kind: 'text', lines: [GUEST_TEXTS[lang].greeting(booking.guest_name)] },
    { kind: 'text', lines: [t.intro(amount)], strong: true },
    { kind: 'buttons', rows: [{ text: t.open, href: payment.receipt_url }] },
    {
      kind: 'facts',
      rows: [
        [l.reference, booking.reference],
        [l.deposit, amount],
        [l.paidWith, GATEWAY_NAMES[payment.gateway]],
      ],
    },
    { kind: 'text', lines: [t.closing] },
    {
      kind: 'links',
      rows: [
        { label: l.receipt, text: payment.receipt_url, href: payment.receipt_url },
        { label: GUEST_TEXTS[lang].hotel.myRequests, text: myRequests, href: myRequests },
      ],
    },
  ];
  return { subject, text: layoutText(blocks), html: layoutHtml({ lang, subject, hotelName: HOTEL.name, blocks }) };
}
