/**
 * The deposit through Payme and Click: transactions, their callbacks, fiscal receipts, and the
 * messages a payment sends.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { expired } from './account';
export { RefusalLimiter, purgeCallRecords } from './callLog';
export { answerClick, screenClick } from './click';
export type { ClickAction, ClickAnswer } from './click';
export { depositAmount, depositStatus, paymentAnswer } from './deposit';
export { depositView } from './depositView';
export type { DepositView } from './depositView';
export { currentPayments } from './expiry';
export { guestFiscalReceiptEmail } from './messages';
export { registerPaymentMessages } from './outboxKinds';
export { answerPayme, screenPayme } from './payme';
export type { RpcAnswer } from './payme';
export { paymentsByBooking, paymentsOf } from './repository';
