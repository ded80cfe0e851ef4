/**
 * The Telegram Bot API client: sending and editing messages with deadlines, and what its errors mean.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export {
  DEFAULT_CALL_DEADLINES,
  botUsername,
  clientOptions,
  editMessage,
  grammySignal,
  sendMessage,
  sendMessageTo,
  withDeadlines,
} from './client';
export type { CallDeadlines, SentMessage, StaffMessage } from './client';
