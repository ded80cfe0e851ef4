/**
 * The staff's Telegram chat: the message of each request with its buttons, its edits, the flood
 * summary and its follow-ups, the cancel notice, the same message by email, and what a press does.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { createStaffBot } from './bot';
export { registerStaffMessages } from './kinds';
