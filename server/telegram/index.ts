/**
 * The bot's updates: long polling or the webhook, one poller at a time (a lease in the store), and
 * the offset the next poll starts from. What an update does is the staff chat's and the guest's
 * Telegram's (staffChat/, guestTelegram/).
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { releaseLease, takeLease } from './botState';
export { DEFAULT_UPDATES_OPTIONS, TelegramUpdates } from './updates';
export type { UpdatesOptions } from './updates';
export { telegramWebhookRoutes } from './webhook';
