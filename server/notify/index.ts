/**
 * The outbox: a queue that knows no feature. Features queue rows in their own transaction; the
 * worker claims, renders (through the kinds features register) and delivers them by email or
 * Telegram at each channel's pace, and records the outcome. Only this folder touches the outbox table.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { HELD } from './delivery';
export type { DeliveryResult, OutboxRow, Outcome } from './delivery';
export { FILED, Mailer } from './email';
export type { CalendarMethod, CalendarPart, EmailContent } from './email';
export { layoutHtml, layoutText } from './emailLayout';
export type { Block } from './emailLayout';
export { MessageKinds } from './kinds';
export type { Admission, Subjects } from './kinds';
export { DEFAULT_OUTBOX_OPTIONS, OutboxWorker } from './outbox';
export type { LaneLease, OutboxOptions } from './outbox';
export { failedNotifications, notificationStates, outboxHealth } from './outboxReport';
export type { OutboxHealth } from './outboxReport';
export {
  dropMessagesOf,
  dropWaitingTo,
  enqueue,
  messageStatus,
  messageStatusIfAny,
  messageWaiting,
  messagesOf,
  requeue,
  spentSince,
} from './outboxRows';
export type { NewOutboxRow } from './outboxRows';
export { TELEGRAM_NOT_CONFIGURED, classifyTelegramError, sendToChat } from './telegramChannel';
