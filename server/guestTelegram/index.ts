/**
 * The guest's Telegram: linking a chat to a request, the guest's messages and buttons, the
 * bot's private-chat commands and its replies.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { onGuestPress, publishCommands, registerGuestCommands } from './bot';
export type { GuestBotDeps } from './bot';
export { registerGuestChatMessages } from './kinds';
export { mintLinkCode } from './links';
export { isGuestPress } from './messages';
export { registerBotReplies } from './replies';
