/**
 * The deposit in what the server sends: the guest's confirmation email (amount and a button per
 * gateway, read back with mailparser), the received email's closing, and the staff's Telegram
 * message and email (amount and state). Without a gateway every message is what it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { decide } from '../../server/bookings/decide';
import { sampleBooking } from '../../server/cli/previewEmails';
import type { PaymentsConfig } from '../../server/config';
import type { BookingsTable, PaymentsTable } from '../../server/db/schema';
import { BookingHooks } from '../../server/bookings/hooks';
import { registerGuestEmails } from '../../server/guestEmail/kinds';
import { registerStaffMessages } from '../../server/staffChat/kinds';
import type { Store } from '../../server/db/store';
import type { OutboxRow } from '../../server/notify/delivery';
import { dispatch } from '../../server/notify/dispatch';
import { MessageKinds } from '../../server/notify/kinds';
import { depositReader } from '../../server/payments/outboxKinds';
import { Mailer } from '../../server/notify/email';
import { guestDecisionEmail, guestEmail } from '../../server/guestEmail/messages';
import { staffCancelEmail, staffEmail } from '../../server/staffChat/email';
import { depositView } from '../../server/payments/depositView';
import type { DepositView } from '../../server/payments/depositView';
import { cancelNotice, staffTelegramText } from '../../server/staffChat/message';
import { BOOK, injectApp, validBooking, waitFor } from './support/app';
import { removeDir, tempDir } from './support/store';

const PAYMENTS: PaymentsConfig = {
  deposit: { kind: 'first_night' },
  payme: { merchantId: 'm-test', key: 'payme-test-key', checkoutUrl: 'https://checkout.paycom.uz' },
  click: {
    serviceId: '101',
    merchantId: '202',
    secretKey: 'click-test-key',
    checkoutUrl: 'https://my.click.uz/services/pay',
    merchantUserId: '303',
    apiBase: 'https://api.click.uz/v2/merchant',
  },
  fiscal: { ikpu: '10899002001000000', packageCode: '1545643', vatPercent: 12 },
};
// 11:05 in Tashkent on 24 November 2026.
const PAID_AT = Date.UTC(2026, 10, 24, 6, 5);

/** The preview's sample request (two twin rooms for two nights, 2,400,000 so'm: the first night is 1,200,000), confirmed. */
function booking(overrides: Partial<BookingsTable> = {}): BookingsTable {
  return sampleBooking('ru', {
    status: 'confirmed',
    decided_by_id: '1',
    decided_by_name: 'Dilnoza',
    decided_at: '2026-11-24T05:00:00.000Z',
    decline_reason: null,
    ...overrides,
  });
}

function payment(state: PaymentsTable['state'], overrides: Partial<PaymentsTable> = {}): PaymentsTable {
  return {
    id: `p-${state}`,
    booking_id: booking().id,
    gateway: 'payme',
    transaction_id: `t-${state}`,
    amount: 1_200_000,
    state,
    reason: null,
    gateway_time: PAID_AT - 60_000,
    prepare_id: null,
    create_time: PAID_AT - 60_000,
    perform_time: state === 2 || state === -2 ? PAID_AT : null,
    cancel_time: state < 0 ? PAID_AT + 60_000 : null,
    ...overrides,
  };
}

function view(b: BookingsTable, payments: PaymentsTable[] = [], config: PaymentsConfig | null = PAYMENTS): DepositView {
  const v = depositView(b, payments, config);
  if (!v) throw new Error('no deposit');
  return v;
}

describe('depositView: the deposit the messages show', () => {
  it('is none for a hotel without a gateway, and for a request not confirmed yet', () => {
    expect(depositView(booking(), [], null)).toBeUndefined();
    expect(depositView(booking({ status: 'received' }), [], PAYMENTS)).toBeUndefined();
  });

  it('gives the amount, links while it may be paid, and the paid gateway and time', () => {
    const waiting = view(booking({ lang: 'en' }));
    expect(waiting).toMatchObject({ status: 'none', amount: 1_200_000, gateway: null, paidAt: null });
    expect(waiting.links.payme).toMatch(/^https:\/\/checkout\.paycom\.uz\//);
    expect(waiting.links.click).toMatch(/^https:\/\/my\.click\.uz\/services\/pay\?/);
    expect(view(booking(), [payment(1, { gateway: 'click' })])).toMatchObject({
      status: 'pending',
      gateway: 'click',
      paidAt: null,
    });
    expect(view(booking(), [payment(-1), payment(2)])).toEqual({
      status: 'paid',
      amount: 1_200_000,
      links: {},
      gateway: 'payme',
      paidAt: PAID_AT,
      // What the rule asks of the booking as it stands (a changed stay's may differ from what was paid).
      due: 1_200_000,
    });
    expect(view(booking({ status: 'cancelled' }), [payment(-2)])).toMatchObject({
      status: 'refunded',
      paidAt: PAID_AT,
    });
  });

  it('still shows money that moved after the gateways were switched off, with the amount paid', () => {
    expect(view(booking(), [payment(2, { amount: 999_000 })], null)).toEqual({
      status: 'paid',
      amount: 999_000,
      links: {},
      gateway: 'payme',
      paidAt: PAID_AT,
    });
  });
});

describe('the confirmation email with a deposit', () => {
  let dir: string;
  let mailer: Mailer;
  beforeAll(() => {
    dir = tempDir('deposit-emails');
    mailer = new Mailer({ smtpUrl: null, hotelEmail: 'booking@gulshan-hotel.example', dataDir: dir });
  });
  afterAll(() => {
    mailer.close();
    removeDir(dir);
  });

  it.each([
    [
      'uz',
      "Xonani oʻzingizga saqlab qolish uchun 1\u00a0200\u00a0000\u00a0so'm depozitni onlayn toʻlashingiz mumkin:",
      'Payme orqali toʻlash',
      'Click orqali toʻlash',
      'Qolgan summa mehmonxonaga kelganingizda toʻlanadi.',
    ],
    [
      'ru',
      "Чтобы закрепить номер за собой, внесите предоплату 1\u00a0200\u00a0000\u00a0so'm онлайн:",
      'Оплатить через Payme',
      'Оплатить через Click',
      'Остальное оплачивается при заселении.',
    ],
    [
      'en',
      "To secure your room, please pay a deposit of 1,200,000\u00a0so'm online:",
      'Pay with Payme',
      'Pay with Click',
      'The rest is paid on arrival.',
    ],
  ] as const)(
    'in %s: the amount, a button per gateway to its checkout, and no “nothing is paid online”',
    async (lang, intro, payme, click, rest) => {
      const b = booking({ lang });
      const deposit = view(b);
      await mailer.send({ ...guestDecisionEmail(b, deposit), to: 'ivan@example.ru', fileName: `deposit-${lang}` });
      const mail = await simpleParser(fs.readFileSync(path.join(dir, 'outbox', `deposit-${lang}.eml`)));
      const text = mail.text ?? '';
      const html = typeof mail.html === 'string' ? mail.html : '';
      expect(text).toContain(intro);
      expect(text).toContain(`${payme}: ${deposit.links.payme}`);
      expect(text).toContain(`${click}: ${deposit.links.click}`);
      expect(text).toContain(rest);
      expect(text).not.toMatch(/online;|онлайн ничего|onlayn toʻlov talab qilinmaydi/);
      // Links drawn as buttons, named by their text.
      const buttons = [...html.matchAll(/<a href="([^"]+)" class="button"[^>]*>([^<]+)<\/a>/g)].map((m) => [
        m[1]!.replace(/&amp;/g, '&'),
        m[2],
      ]);
      expect(buttons).toEqual([
        [deposit.links.payme, payme],
        [deposit.links.click, click],
      ]);
      expect(html).toContain(intro.replace(/'/g, '&#x27;'));
    },
  );

  it('offers only the configured gateway, thanks once paid, and is unchanged without a gateway', () => {
    const b = booking({ lang: 'en' });
    const clickOnly = guestDecisionEmail(b, view(b, [], { ...PAYMENTS, payme: null }));
    expect(clickOnly.text).toContain('Pay with Click: https://my.click.uz/');
    expect(clickOnly.text).not.toContain('Payme');
    const paid = guestDecisionEmail(b, view(b, [payment(2)]));
    expect(paid.text).toContain("We have received your deposit of 1,200,000\u00a0so'm. Thank you.");
    expect(paid.text).not.toContain('Pay with');
    const plain = guestDecisionEmail(b);
    expect(plain.text).toContain('You pay on arrival; no payment is taken online.');
    expect(plain.text).not.toMatch(/deposit|Pay with/i);
    expect(plain.html).not.toContain('class="button"');
  });

  it('the received email says a deposit may be paid once confirmed, only when the hotel takes one', () => {
    const b = booking({ lang: 'en', status: 'received' });
    expect(guestEmail(b, true).text).toContain(
      'Once the hotel confirms your request, you can pay a deposit online to secure the room.',
    );
    expect(guestEmail(b, true).text).not.toContain('No payment is taken online.');
    expect(guestEmail(b).text).toContain('No payment is taken online.');
  });
});

describe('the staff message and email with the deposit', () => {
  it.each([
    [
      'uz',
      "Depozit: 1\u00a0200\u00a0000\u00a0so'm · toʻlov kutilmoqda",
      "Depozit: 1\u00a0200\u00a0000\u00a0so'm · Depozit toʻlandi: Payme, 24.11.2026, 11:05 (Toshkent vaqti)",
    ],
    [
      'ru',
      "Предоплата: 1\u00a0200\u00a0000\u00a0so'm · ожидается оплата",
      "Предоплата: 1\u00a0200\u00a0000\u00a0so'm · Предоплата внесена: Payme, 24.11.2026, 11:05 (по Ташкенту)",
    ],
    [
      'en',
      "Deposit: 1,200,000\u00a0so'm · awaiting payment",
      "Deposit: 1,200,000\u00a0so'm · Deposit paid: Payme, 24/11/2026, 11:05 (Tashkent time)",
    ],
  ] as const)('in %s: awaiting, then paid with the gateway and the time', (lang, awaiting, paid) => {
    expect(staffTelegramText(booking(), lang, view(booking()))).toContain(awaiting);
    expect(staffTelegramText(booking(), lang, view(booking(), [payment(2)]))).toContain(paid);
    expect(staffEmail(booking(), lang, view(booking(), [payment(2)])).text).toContain(paid);
  });

  it('says a payment in progress, a refund due once a paid request is cancelled, and a refund made', () => {
    const cancelled = booking({ status: 'cancelled', cancelled_at: '2026-11-25T07:00:00.000Z' });
    expect(staffTelegramText(booking(), 'en', view(booking(), [payment(1, { gateway: 'click' })]))).toContain(
      "Deposit: 1,200,000\u00a0so'm · payment in progress (Click)",
    );
    expect(staffCancelEmail(cancelled, 'en', view(cancelled, [payment(2)])).text).toContain(
      'Deposit paid: Payme, 24/11/2026, 11:05 (Tashkent time); refund due to the guest',
    );
    expect(staffTelegramText(cancelled, 'en', view(cancelled, [payment(-2)]))).toContain(
      "Deposit: 1,200,000\u00a0so'm · refunded to the guest",
    );
    // Never paid and no longer payable: no line.
    expect(staffTelegramText(cancelled, 'en', view(cancelled, [payment(-1)]))).not.toContain('Deposit');
  });

  it.each([
    ['uz', 'Kech bekor qilindi', 'mehmonga qaytarilishi kerak'],
    ['ru', 'Поздняя отмена', 'нужно вернуть гостю'],
    ['en', 'Late cancellation', 'refund due to the guest'],
  ] as const)('in %s: a late cancellation says it is late and marks no refund due', (lang, late, refund) => {
    const cancelled = booking({ status: 'cancelled', cancelled_at: '2026-11-25T07:00:00.000Z', cancelled_late: 1 });
    const deposit = view(cancelled, [payment(2)]);
    const email = staffCancelEmail(cancelled, lang, deposit).text;
    expect(email).toContain(late);
    expect(email).not.toContain(refund);
    expect(cancelNotice(cancelled, lang)).toContain(late);
    expect(staffTelegramText(cancelled, lang, deposit)).not.toContain(refund);
    expect(staffTelegramText(cancelled, lang, deposit)).toContain(late);
    // In time: the refund is due, in both.
    const inTime = { ...cancelled, cancelled_late: null };
    expect(staffCancelEmail(inTime, lang, deposit).text).toContain(refund);
    expect(staffCancelEmail(inTime, lang, deposit).text).not.toContain(late);
    expect(staffTelegramText(inTime, lang, deposit)).toContain(refund);
    expect(staffTelegramText(inTime, lang, deposit)).not.toContain(late);
  });

  it('has no deposit line without a gateway', () => {
    expect(staffTelegramText(booking(), 'en')).not.toContain('Deposit');
    expect(staffEmail(booking(), 'en').text).not.toContain('Deposit');
  });
});

describe('dispatch hands the deposit to the renderers', () => {
  let dir: string;
  let mailer: Mailer;
  beforeAll(() => {
    dir = tempDir('deposit-dispatch');
    mailer = new Mailer({ smtpUrl: null, hotelEmail: 'booking@gulshan-hotel.example', dataDir: dir });
  });
  afterAll(() => {
    mailer.close();
    removeDir(dir);
  });

  /** The booking kinds of a server with `payments`, whose deposit reader finds these transactions. */
  function kindsWith(payments: PaymentsConfig | null, transactions: PaymentsTable[]): MessageKinds {
    const kinds = new MessageKinds();
    const hooks = new BookingHooks();
    hooks.readDepositWith(depositReader(payments, async () => transactions));
    const subjects = { load: async () => new Map<string, BookingsTable>(), missing: 'booking not found' };
    const db = undefined as unknown as Store;
    registerStaffMessages(kinds, { subjects, hooks, config: { telegram: null, staffLang: 'en' }, db });
    registerGuestEmails(kinds, { subjects, hooks, config: { payments }, db, policy: async () => null });
    return kinds;
  }

  /** Delivers a row of this kind about `b` as a server with `payments` and these transactions would. */
  function send(
    row: Pick<OutboxRow, 'channel' | 'kind' | 'recipient'>,
    b: BookingsTable,
    payments: PaymentsConfig | null,
    transactions: PaymentsTable[],
  ) {
    const full: OutboxRow = {
      id: 'o-1',
      booking_id: b.id,
      status: 'pending',
      attempts: 0,
      next_attempt_at: '',
      locked_until: null,
      last_error: null,
      detail: null,
      created_at: '',
      updated_at: '',
      done_at: null,
      ...row,
    };
    return dispatch(full, b, kindsWith(payments, transactions).get(row.kind), mailer, new AbortController().signal);
  }

  it('reads the transactions it is given when payments are configured, and ignores them otherwise', async () => {
    const b = booking({ lang: 'en' });
    const row = { channel: 'email', kind: 'decision', recipient: 'ivan@example.ru' } as const;
    await send(row, b, PAYMENTS, []);
    const offered = fs.readFileSync(path.join(dir, 'outbox', `${b.id}-decision.eml`), 'utf8');
    expect(offered).toMatch(/Pay with Payme/);
    await send({ ...row, kind: 'staff', recipient: 'booking@gulshan-hotel.example' }, b, PAYMENTS, [payment(2)]);
    expect((await simpleParser(fs.readFileSync(path.join(dir, 'outbox', `${b.id}-staff.eml`)))).text).toContain(
      'Deposit paid: Payme',
    );
    await send(row, b, null, [payment(2)]);
    const plain = (await simpleParser(fs.readFileSync(path.join(dir, 'outbox', `${b.id}-decision.eml`)))).text ?? '';
    expect(plain).toContain('You pay on arrival; no payment is taken online.');
  });
});

describe('the outbox reads the deposit when the message goes out', () => {
  it('a hotel with Payme: the guest’s confirmation offers it, or thanks for it when the transactions say it is paid', async () => {
    const dataDir = tempDir('deposit-outbox');
    const server = await injectApp({
      DATA_DIR: dataDir,
      PAYME_MERCHANT_ID: 'm-test',
      PAYME_KEY: 'payme-test-key',
      FISCAL_IKPU: '10899002001000000',
      FISCAL_PACKAGE_CODE: '1545643',
      FISCAL_VAT_PERCENT: '12',
    });
    try {
      const created = await server.post(BOOK, validBooking({ email: 'guest@example.org', lang: 'en' }));
      expect(created.status).toBe(201);
      const id = (created.body as { id: string }).id;
      expect((await decide(server.app.transact, id, { action: 'confirm' }, { id: '1', name: 'Dilnoza' })).kind).toBe(
        'decided',
      );
      const decision = path.join(dataDir, 'outbox', `${id}-decision.eml`);
      await waitFor(() => fs.existsSync(decision), 10_000, 'the confirmation email');
      const mail = await simpleParser(fs.readFileSync(decision));
      expect(mail.text).toMatch(/Pay with Payme: https:\/\/checkout\.paycom\.uz\/\S+/);
      expect(mail.text).not.toContain('Pay with Click');
      // The received email already said a deposit may follow.
      await waitFor(() => fs.existsSync(path.join(dataDir, 'outbox', `${id}-guest.eml`)), 10_000, 'the received email');
      expect(fs.readFileSync(path.join(dataDir, 'outbox', `${id}-guest.eml`), 'utf8')).toMatch(/pay a deposit online/);

      // Paid before the answer went out (a stored transaction): the email reads it at delivery.
      const other = (
        (
          await server.post(
            BOOK,
            validBooking({ email: 'other@example.org', lang: 'en', guestName: 'Nodira Karimova' }),
          )
        ).body as { id: string }
      ).id;
      await server.app.store
        .insertInto('payments')
        .values(payment(2, { id: 'p-other', booking_id: other, amount: 1 }))
        .execute();
      await decide(server.app.transact, other, { action: 'confirm' }, { id: '1', name: 'Dilnoza' });
      const paid = path.join(dataDir, 'outbox', `${other}-decision.eml`);
      await waitFor(() => fs.existsSync(paid), 10_000, 'the second confirmation email');
      const paidText = (await simpleParser(fs.readFileSync(paid))).text ?? '';
      expect(paidText).toContain("We have received your deposit of 1\u00a0so'm. Thank you.");
      expect(paidText).not.toContain('Pay with');
    } finally {
      await server.close();
      removeDir(dataDir);
    }
  }, 120_000);

  it('a hotel without a gateway: the confirmation is what it was', async () => {
    const dataDir = tempDir('deposit-outbox-off');
    const server = await injectApp({ DATA_DIR: dataDir });
    try {
      const created = await server.post(BOOK, validBooking({ email: 'guest@example.org', lang: 'en' }));
      const id = (created.body as { id: string }).id;
      await decide(server.app.transact, id, { action: 'confirm' }, { id: '1', name: 'Dilnoza' });
      const decision = path.join(dataDir, 'outbox', `${id}-decision.eml`);
      await waitFor(() => fs.existsSync(decision), 10_000, 'the confirmation email');
      const text = (await simpleParser(fs.readFileSync(decision))).text ?? '';
      expect(text).toContain('You pay on arrival; no payment is taken online.');
      expect(text).not.toMatch(/deposit/i);
    } finally {
      await server.close();
      removeDir(dataDir);
    }
  }, 120_000);
});
