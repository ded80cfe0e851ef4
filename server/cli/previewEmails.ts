/**
 * `npm run preview:emails`: every guest email kind in every language, written as HTML (and its
 * text part) under dist-emails/ (or the folder given), with an index page, so a person can look
 * at them in a browser. A sample request; nothing is sent or stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CLICK_API_BASE, DEFAULT_CLICK_CHECKOUT_URL, DEFAULT_PAYME_CHECKOUT_URL } from '../config';
import type { PaymentsConfig } from '../config';
import type { BookingsTable } from '../db';
import { guestCancelEmail, guestChangedEmail, guestDecisionEmail, guestEmail } from '../guestEmail';
import type { EmailContent } from '../notify';
import { depositView, guestFiscalReceiptEmail } from '../payments';

const LANGS = ['uz', 'ru', 'en'] as const;

/** A plausible request: a group of two rooms for two nights in January, a foreign guest. */
export function sampleBooking(lang: string, overrides: Partial<BookingsTable> = {}): BookingsTable {
  return {
    id: '3f2b8c1e-5d4a-4e7b-9c6f-0a1b2c3d4e5f',
    reference: 'GH-7K3Q9M',
    ics_sequence: 0,
    client_address: null,
    created_at: '2026-11-24T12:05:00.000Z',
    status: 'received',
    room_id: 2,
    room_title: 'Standard Twin Room',
    guest_name: 'Ivan Petrov',
    phone: '+998901234567',
    email: 'ivan@example.ru',
    nationality: 'Russia',
    nationality_code: 'RU',
    checkin: '2027-01-09',
    checkout: '2027-01-11',
    nights: 2,
    guests: 4,
    units: 2,
    total_price: 2_400_000,
    lang,
    status_token_hash: null,
    decided_at: '2026-11-24T13:00:00.000Z',
    decided_by_id: 'cli:preview',
    decided_by_name: 'Reception',
    decline_reason: 'full',
    cancelled_at: null,
    staff_chat_id: null,
    staff_message_id: null,
    ...overrides,
  };
}

/** A hotel that takes a deposit with both gateways (sample ids: the links show their shape). */
const SAMPLE_PAYMENTS: PaymentsConfig = {
  deposit: { kind: 'first_night' },
  payme: { merchantId: 'sample-merchant', key: 'sample-cashbox-key', checkoutUrl: DEFAULT_PAYME_CHECKOUT_URL },
  click: {
    serviceId: '10001',
    merchantId: '20002',
    secretKey: 'sample-secret-key',
    checkoutUrl: DEFAULT_CLICK_CHECKOUT_URL,
    merchantUserId: '30003',
    apiBase: DEFAULT_CLICK_API_BASE,
  },
  fiscal: { ikpu: '10105001001000000', packageCode: '1501336', vatPercent: 0 },
};

/** A deposit paid with Payme whose fiscal receipt is registered (a sample address of the tax office's receipt pages). */
const SAMPLE_FISCAL_PAYMENT = {
  gateway: 'payme' as const,
  amount: 1_200_000,
  transaction_id: '6745e1c0a1b2c3d4e5f60718',
  perform_time: Date.UTC(2026, 10, 24, 6, 5),
  cancel_time: null,
  receipt_url: 'https://ofd.soliq.uz/epi?t=EP000000000025&r=121&c=20261124110500&s=800031554082',
};

/** The "booking changed" email of the sample, a night longer, its 1,200,000 deposit paid and 1,400,000 due now. */
function changedSample(lang: string): EmailContent {
  const booking = sampleBooking(lang, {
    status: 'confirmed',
    checkout: '2027-01-12',
    nights: 3,
    total_price: 4_200_000,
    ics_sequence: 1,
  });
  const payment = { ...SAMPLE_FISCAL_PAYMENT, state: 2 as const, receipt_url: null };
  const email = guestChangedEmail(booking, depositView(booking, [payment], SAMPLE_PAYMENTS));
  if (typeof email === 'string') throw new Error(email);
  return email;
}

/** Every guest email, by kind and language; `confirmed-deposit` is the confirmation of a hotel that takes a deposit online. */
export function previewEmails(): Array<{ kind: string; lang: string; email: EmailContent }> {
  return LANGS.flatMap((lang) => [
    { kind: 'received', lang, email: guestEmail(sampleBooking(lang)) },
    { kind: 'confirmed', lang, email: guestDecisionEmail(sampleBooking(lang, { status: 'confirmed' })) },
    {
      kind: 'confirmed-deposit',
      lang,
      email: guestDecisionEmail(
        sampleBooking(lang, { status: 'confirmed' }),
        depositView(sampleBooking(lang, { status: 'confirmed' }), [], SAMPLE_PAYMENTS),
      ),
    },
    { kind: 'declined', lang, email: guestDecisionEmail(sampleBooking(lang, { status: 'declined' })) },
    { kind: 'cancelled', lang, email: guestCancelEmail(sampleBooking(lang, { status: 'cancelled', ics_sequence: 1 })) },
    {
      // Staff moved the check-out a night later: 3 nights, the deposit paid for the first night, the rest at reception.
      kind: 'changed',
      lang,
      email: changedSample(lang),
    },
    {
      kind: 'fiscal-receipt',
      lang,
      email: guestFiscalReceiptEmail(sampleBooking(lang, { status: 'confirmed' }), SAMPLE_FISCAL_PAYMENT),
    },
  ]);
}

function main(): void {
  const dir = path.resolve(process.argv[2] ?? 'dist-emails');
  fs.mkdirSync(dir, { recursive: true });
  const links: string[] = [];
  for (const { kind, lang, email } of previewEmails()) {
    const name = `${kind}-${lang}`;
    fs.writeFileSync(path.join(dir, `${name}.html`), email.html ?? '');
    fs.writeFileSync(path.join(dir, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
    if (email.calendar) fs.writeFileSync(path.join(dir, `${name}.ics`), email.calendar.content);
    links.push(
      `<li><a href="${name}.html">${name}</a> · <a href="${name}.txt">text</a>${email.calendar ? ` · <a href="${name}.ics">ics</a>` : ''}</li>`,
    );
  }
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Guest emails</title><ul>${links.join('')}</ul></html>\n`,
  );
  process.stdout.write(`${links.length} emails written to ${dir}\n`);
}

// Run as a command; the browser test imports previewEmails without running it.
if (require.main === module) main();
