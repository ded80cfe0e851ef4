/**
 * The guest's emails about a request: their texts, renderers, the stay's calendar event, and the
 * budget that keeps strangers from spending the mail server's name.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { LIMIT_REASON } from './budget';
export { registerGuestEmails } from './kinds';
export { changedDepositLine, guestCancelEmail, guestChangedEmail, guestDecisionEmail, guestEmail } from './messages';
export { GUEST_TEXTS } from './texts';
