/**
 * The deposit's messages: the staff's notices (Telegram and email) in each STAFF_LANG and the
 * guest's receipt in the guest's language, amounts as grouped digits and "so'm".
 */
import { sampleBooking } from '../../server/cli/previewEmails';
import type { PaymentsTable } from '../../server/db/schema';
import { guestReceiptEmail, staffPaymentEmail, staffPaymentText } from '../../server/payments/messages';
import { noticedPayment } from '../../server/payments/notices';

const PAYMENT: PaymentsTable = {
  id: 'p-1',
  booking_id: 'b-1',
  gateway: 'payme',
  transaction_id: '5305e3bab097f420a62ced0b',
  amount: 1_250_000,
  state: 2,
  reason: null,
  gateway_time: 1,
  prepare_id: null,
  create_time: Date.UTC(2026, 10, 25, 7, 0),
  perform_time: Date.UTC(2026, 10, 25, 7, 1),
  cancel_time: null,
};
// Intl groups with a (narrow) no-break space in uz and ru, a comma in en.
const AMOUNT = { uz: /1\s250\s000\s?so'm/u, ru: /1\s250\s000\s?so'm/u, en: /1,250,000\s?so'm/u } as const;

describe.each(['uz', 'ru', 'en'] as const)('deposit messages in %s', (lang) => {
  const booking = sampleBooking(lang, {});

  it.each(['paid', 'refund_due', 'refunded'] as const)(
    'the staff notice "%s" names the request, the amount and the gateway',
    (kind) => {
      const text = staffPaymentText(kind, booking, PAYMENT, lang);
      expect(text).toContain(`<code>${booking.reference}</code>`);
      expect(text).toMatch(AMOUNT[lang]);
      expect(text).toContain('Payme');
      const email = staffPaymentEmail(kind, booking, PAYMENT, lang);
      expect(email.subject).toContain(booking.reference);
      expect(email.text).not.toContain('<code>');
      expect(email.text).toContain(PAYMENT.transaction_id);
    },
  );

  it('the guest receipt has the amount, the gateway, the transaction, the rest to pay and a link to My requests', () => {
    const receipt = guestReceiptEmail(booking, PAYMENT);
    expect(receipt.subject).toContain(booking.reference);
    expect(receipt.text).toMatch(AMOUNT[lang]);
    expect(receipt.text).toContain(PAYMENT.transaction_id);
    expect(receipt.text).toContain(lang === 'uz' ? '.example/my-requests' : `/${lang}/my-requests`);
    expect(receipt.html).toContain(`lang="${lang}"`);
  });
});

it('each notice is about the right transaction', () => {
  const cancelled = { ...PAYMENT, id: 'p-0', state: -1 as const };
  const refunded = { ...PAYMENT, state: -2 as const };
  expect(noticedPayment('paid', [cancelled, PAYMENT])?.id).toBe('p-1');
  expect(noticedPayment('refunded', [cancelled, refunded])?.state).toBe(-2);
  expect(noticedPayment('refund_due', [cancelled, refunded])?.state).toBe(-2);
  expect(noticedPayment('paid', [cancelled])).toBeUndefined();
});
