/** Row types of the booking store, as Kysely sees them. */
import type { Generated, Kysely, Transaction } from 'kysely';
import type { BookingSource, StoredStatus } from '../../src/domain/booking';
import type { HousekeepingStatus } from '../../src/domain/staffWords';

/**
 * received → confirmed | declined (staff), received | confirmed → cancelled (guest or staff),
 * confirmed → checked_in | no_show, checked_in → checked_out (staff console).
 */
export type BookingStatus = StoredStatus;

/** Why staff declined: the room kind is full for those dates, or another reason. */
export type DeclineReason = 'full' | 'other';
/** gateway: a call to a payment gateway's own API (Click's fiscalization), not a message. */
export type OutboxChannel = 'telegram' | 'email' | 'gateway';
/**
 * staff: the new request to the hotel (Telegram chat or HOTEL_EMAIL); guest: the guest's
 * "received" email; decision: the guest's "confirmed" or "declined" email; staff_edit: the staff
 * Telegram message brought up to date (buttons gone, the decision shown); cancel: the staff told
 * that the guest cancelled (Telegram reply and email); staff_followup: a request the staff chat
 * first saw in a summary during a flood gets its own message with the buttons, when the chat
 * has room (staffChat/followUp.ts); guest_cancel: the guest's email that a confirmed stay is
 * cancelled, with the calendar event's CANCEL. Deposits (payments/notices.ts): paid (staff
 * Telegram and email) and receipt (the guest's email) when a deposit is paid; refund_due (staff)
 * when a paid request is cancelled by the guest; refunded (staff) when the gateway refunds it.
 * Fiscal receipts (payments/fiscal.ts): click_fiscal (channel gateway) sends a Click payment's
 * receipt items to Click's fiscalization call and reads back the receipt's address;
 * fiscal_receipt (the guest's email) links the receipt once its address is known.
 * message: the staff console's message to the guest (bookings.guest_message), queued again for each
 * new one; hotel_cancel: the guest's email that the hotel (the staff console) cancelled the request.
 * The guest's Telegram (guestTelegram/links.ts, its linked private chat; the row's recipient is
 * the chat): tg_decision, tg_message, tg_receipt, tg_cancel (the guest's cancellation),
 * tg_hotel_cancel (the hotel's); reminder: the day before arrival, to the linked chat and to the guest's email,
 * due at its hour (next_attempt_at). The guest bot's answers about a request
 * (guestTelegram/replies.ts, to the chat that asked, its recipient): tg_linked (the summary /start
 * links with), tg_status (a request's summary /status or its Status button asks for), queued again
 * for each ask. summary_edit: a flood summary shown again (staff chat) once a request of it is erased; one row per summary, about the summary's first request.
 * changed / tg_changed: the guest's email and chat message that staff changed the stay (bookings/change.ts): the new
 * dates, guests, room kind, total and the deposit's difference; one row each per request, queued again per change.
 */
export type OutboxKind =
  | 'staff'
  | 'guest'
  | 'decision'
  | 'staff_edit'
  | 'cancel'
  | 'staff_followup'
  | 'guest_cancel'
  | 'paid'
  | 'receipt'
  | 'refund_due'
  | 'refunded'
  | 'click_fiscal'
  | 'fiscal_receipt'
  | 'message'
  | 'hotel_cancel'
  | 'tg_decision'
  | 'tg_message'
  | 'tg_receipt'
  | 'tg_cancel'
  | 'tg_hotel_cancel'
  | 'reminder'
  | 'tg_linked'
  | 'tg_status'
  | 'summary_edit'
  | 'changed'
  | 'tg_changed';
/**
 * pending until delivered (sent), found unconfigured (skipped) or refused for good (failed, the
 * reason in last_error); never "sent" unless it was. A retrying row is pending with attempts > 0.
 */
export type OutboxStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export interface BookingsTable {
  id: string;
  /** The short human reference (`GH-7K3Q9M`) guests and staff quote; unique. The id stays the key. */
  reference: string;
  /** SEQUENCE of the stay's calendar event sent to the guest; grows when the event changes (a cancellation). */
  ics_sequence: number;
  created_at: string;
  status: BookingStatus;
  room_id: number;
  room_title: string;
  guest_name: string;
  phone: string;
  email: string | null;
  nationality: string | null;
  nationality_code: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  guests: number;
  /** Rooms of this kind the request takes (groups); 1 for every request stored before groups. */
  units: number;
  total_price: number;
  lang: string;
  /** SHA-256 (hex) of the guest's status token; null for requests stored before tokens. */
  status_token_hash: string | null;
  decided_at: string | null;
  /** Telegram user id of the staff member, or `cli:<user>` for `npm run bookings`. */
  decided_by_id: string | null;
  decided_by_name: string | null;
  decline_reason: DeclineReason | null;
  cancelled_at: string | null;
  /** Where the staff Telegram message went, once sent: the chat and message to edit. */
  staff_chat_id: string | null;
  staff_message_id: string | null;
  /**
   * The flood summary that told this request, if one did (migration 0018): its chat and message,
   * edited when a request of it is erased (kind summary_edit). Absent in rows written before.
   */
  summary_chat_id?: string | null;
  summary_message_id?: string | null;
  /**
   * The client that made the request (server/security.ts clientKey: an IPv4 address or an IPv6
   * /64), for the guest-email budget per address and the staff chat's summaries; null before 0007
   * and once RETENTION_DAYS erased it.
   */
  client_address: string | null;
  /** Where the request came from (the column defaults to `site`; optional here so that older row literals still type). */
  source?: BookingSource;
  /** A decline's own words from the staff console, sent to the guest in the decision email; null otherwise. */
  decline_message?: string | null;
  /** The staff console's message(s) to the guest not yet sent (the `message` email renders it). */
  guest_message?: string | null;
  /**
   * JSON `[{ date, price }]`: each night of the stay and what one room cost that night when the
   * request was made (src/domain/rates.ts); null for requests stored before prices could change.
   */
  night_prices?: string | null;
  /** 1 when the guest cancelled after the cancellation policy's free deadline (no refund is marked due). */
  cancelled_late?: number | null;
  /** The privacy notice's version the guest accepted by sending (src/domain/privacy.ts); null when the body named none. */
  privacy_version?: string | null;
  /** When it was accepted: the request's arrival (ISO time); null with no version. */
  privacy_accepted_at?: string | null;
  /** When the guest's personal data was erased (by the guest, staff or retention); null while kept. */
  erased_at?: string | null;
  /**
   * The guest's name folded for the staff search (src/domain/searchFold.ts searchKey), written
   * with the row and emptied by erasure (migration 0019); null until the server's start fills it.
   */
  search_key?: string | null;
}

export interface OutboxTable {
  id: string;
  booking_id: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  recipient: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  detail: string | null;
  created_at: string;
  updated_at: string;
  done_at: string | null;
}

export type PaymentGateway = 'payme' | 'click';
/**
 * A deposit transaction's state, Payme's numbers for both gateways: 1 created and waiting (Payme
 * CreateTransaction, Click Prepare), 2 paid (PerformTransaction, Complete), -1 cancelled before
 * it was paid, -2 cancelled after it was paid (a refund).
 */
export type PaymentState = 1 | 2 | -1 | -2;

/** One deposit transaction of a gateway for a booking; times are milliseconds since 1970 (Payme's unit). */
export interface PaymentsTable {
  id: string;
  booking_id: string;
  gateway: PaymentGateway;
  /** The gateway's transaction id (Payme `id`, Click `click_trans_id`); unique per gateway. */
  transaction_id: string;
  /** Whole so'm (Payme's tiyin ÷ 100), as the server computed it for the booking. */
  amount: number;
  state: PaymentState;
  /** Payme's cancel reason (1–10), or Click's error code when Complete cancelled it; null otherwise. */
  reason: number | null;
  /** The gateway's own time of the transaction (Payme `time`, Click `sign_time`), ms. */
  gateway_time: number;
  /** Our merchant_prepare_id for Click (a whole number, unique); null for Payme. */
  prepare_id: number | null;
  create_time: number;
  perform_time: number | null;
  cancel_time: number | null;
  /** The payment's fiscal receipt address (its QR code's URL) once the gateway reported it (0010). */
  receipt_url?: string | null;
}

/** A fiscal receipt type, Payme's names: the payment's receipt, or its refund's. */
export type FiscalReceiptType = 'PERFORM' | 'CANCEL';

/**
 * A gateway transaction's fiscal receipt: what the gateway reported about it (Payme's
 * SetFiscalData fields; Click's answers to the fiscalization call and the read-back of its QR
 * address), and for Click the items we sent and when.
 */
export interface FiscalReceiptsTable {
  id: string;
  /** payments.id of the transaction. */
  payment_id: string;
  booking_id: string;
  gateway: PaymentGateway;
  type: FiscalReceiptType;
  receipt_id: string | null;
  /** The fiscal module's status code (0: accepted), as the gateway reported it. */
  status_code: number | null;
  message: string | null;
  terminal_id: string | null;
  fiscal_sign: string | null;
  /** The receipt's address at the tax office (ofd.soliq.uz), its QR code's content. */
  qr_code_url: string | null;
  fiscal_date: string | null;
  /** The receipt's items as we declared them (JSON). */
  items: string | null;
  /** When Click accepted our fiscalization call; null before (and for Payme). */
  submitted_at: string | null;
  /** The gateway's last answers (JSON): Click's submit and read-back. */
  gateway_answer: string | null;
  created_at: string;
  updated_at: string;
}

/** Every call a gateway made, with what we answered, stored in the transaction of the answer. */
/** Refused gateway calls, counted per gateway, method, answer code and hour (never stored whole). */
export interface PaymentRefusalsTable {
  gateway: PaymentGateway;
  /** A known method (Payme's, or Click's `prepare` / `complete`), else `(other)` or `(unreadable)`. */
  method: string;
  code: number;
  /** `YYYY-MM-DDTHH` (UTC). */
  hour: string;
  calls: number;
  last_at: string;
  /** The first 16 hex digits of the SHA-256 of the last refused body. */
  last_body_hash: string;
}

export interface PaymentCallsTable {
  id: string;
  gateway: PaymentGateway;
  /** Payme's JSON-RPC method, or Click's `prepare` / `complete`; the raw name when unknown. */
  method: string;
  transaction_id: string | null;
  booking_id: string | null;
  /** The call's protocol fields (JSON), each bounded in size; never the authorisation or a password. */
  request: string;
  /** What we answered (JSON). */
  response: string;
  created_at: string;
}

/** The stored answer to a request made with an Idempotency-Key, written with its effect. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}

/** Small named values of the bot: the getUpdates offset, the polling lease. */
export interface BotStateTable {
  name: string;
  value: string;
  /** For a lease: when it lapses unless renewed; for the getUpdates offset: when it stops being sent. */
  expires_at: string | null;
}

/** A night of a room kind that another channel's calendar (an iCal feed) has taken. */
export interface BlockedNightsTable {
  /** The feed's id: a hash of its URL (the URL itself may carry a secret token). */
  feed: string;
  room_id: number;
  night: string;
}

/** The last fetch of each iCal feed, for the health check. */
export interface IcalFeedsTable {
  feed: string;
  room_id: number;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  nights: Generated<number>;
}

/** housekeeping: sees and marks the rooms to clean (GET /api/staff/housekeeping), nothing else. */
export type StaffRole = 'owner' | 'reception' | 'housekeeping';

/** A staff member of the console (`npm run staff -- invite`, or /login to the bot for TELEGRAM_STAFF_IDS). */
export interface StaffAccountsTable {
  id: string;
  name: string;
  role: StaffRole;
  lang: string;
  /** The Telegram user id whose /login signs in as this account; null when none. */
  telegram_id: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** A one-time sign-in address: only the SHA-256 of its token is kept. */
export interface StaffSignInLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A signed-in browser: the SHA-256 of its cookie's token is the key. */
export interface StaffSessionsTable {
  id: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  ended_at: string | null;
  /** How the session began: link, telegram or passkey. */
  method: string;
}

/** A WebAuthn credential (passkey) of a staff member. */
export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge awaiting its answer, single use (two server instances share them). */
export interface StaffChallengesTable {
  challenge: string;
  /** registration (of this staff member) or authentication (anyone). */
  purpose: string;
  staff_id: string | null;
  expires_at: string;
}

/** What happened to a booking, by whom: the history the console shows (notes among it). */
export interface BookingEventsTable {
  id: string;
  booking_id: string;
  at: string;
  /** As shown: a staff name, `Telegram: <name>`, `CLI`, `guest` or `system`. */
  actor: string;
  /** `staff:<id>`, a Telegram user id, `cli:<user>`, `guest`, `system`. */
  actor_id: string;
  action: string;
  detail: string | null;
}

/** A "Get updates in Telegram" link's code: its SHA-256 (hex), its request, expiry and use. */
export interface GuestTelegramCodesTable {
  code_hash: string;
  booking_id: string;
  created_at: string;
  expires_at: string;
  /** When this code, or another of the same request, linked a chat: then it links nothing more. */
  used_at: string | null;
}

/** A request's linked private chat (the guest's Telegram user id as the chat id). */
export interface GuestTelegramChatsTable {
  booking_id: string;
  chat_id: string;
  linked_at: string;
}

/** A season of the owner's (src/domain/rates.ts Season): first and last night included. */
export interface RateSeasonsTable {
  id: string;
  name: string;
  first_night: string;
  last_night: string;
  /** JSON `{ "<roomId>": { price, priceIntl } }`. */
  prices: string;
  created_at: string;
}

/** A restriction of the owner's (src/domain/rates.ts Restriction): first and last night included. */
export interface RateRestrictionsTable {
  id: string;
  /** One room kind, or null for every kind. */
  room_id: number | null;
  first_night: string;
  last_night: string;
  min_nights: number | null;
  /** 1 or 0. */
  closed_to_arrival: number;
  /** 1 or 0. */
  closed: number;
  out_of_service: number | null;
  created_at: string;
}

/** One change to the hotel's terms: who, when, and the record before and after (JSON; null when there was none). */
export interface RateChangesTable {
  id: string;
  at: string;
  actor: string;
  actor_id: string;
  /** season, restriction or policy. */
  subject: string;
  subject_id: string;
  /** create, delete, set or revert. */
  action: string;
  before: string | null;
  after: string | null;
}

/** A setting of the hotel's (the cancellation policy), its value as JSON. */
export interface HotelSettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

/** A rate limit's window for one route and client (sharedRateLimit.ts); PostgreSQL only. */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** The window's end, milliseconds since 1970 (a bigint: PostgreSQL hands it over as a string). */
  reset_at: number | string;
}

/** A room's housekeeping status. */
export type { HousekeepingStatus };

/** A numbered room of the hotel (migration 0020): a kind's rooms in use are its units. */
export interface RoomsTable {
  id: string;
  /** As on the door (`101`); unique among the rooms not retired. */
  number: string;
  /** The kind (src/domain/rooms.ts Room.id). */
  room_id: number;
  floor: number | null;
  note: string | null;
  housekeeping: HousekeepingStatus;
  housekeeping_at: string | null;
  /** Who set it: `staff:<id>`, `system` (a check-out). */
  housekeeping_by: string | null;
  /** When the owner retired it; null while in use. */
  retired_at: string | null;
  created_at: string;
}

/** The room a stay sleeps in on one night; the key (room, night) refuses two stays in one room. */
export interface RoomNightsTable {
  /** rooms.id */
  room: string;
  night: string;
  booking_id: string;
}

/** One room out of service, first and last night included. */
export interface RoomClosuresTable {
  id: string;
  room: string;
  first_night: string;
  last_night: string;
  note: string | null;
  created_at: string;
  created_by: string;
}

/** The nights a step freed (no-show, cancel, check-out), kept for its undo to take them again. */
export interface RoomReleasesTable {
  booking_id: string;
  room: string;
  night: string;
}

export interface Database {
  bookings: BookingsTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  bot_state: BotStateTable;
  blocked_nights: BlockedNightsTable;
  ical_feeds: IcalFeedsTable;
  payments: PaymentsTable;
  payment_calls: PaymentCallsTable;
  payment_refusals: PaymentRefusalsTable;
  fiscal_receipts: FiscalReceiptsTable;
  staff_accounts: StaffAccountsTable;
  staff_sign_in_links: StaffSignInLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_challenges: StaffChallengesTable;
  booking_events: BookingEventsTable;
  guest_telegram_codes: GuestTelegramCodesTable;
  guest_telegram_chats: GuestTelegramChatsTable;
  rate_seasons: RateSeasonsTable;
  rate_restrictions: RateRestrictionsTable;
  rate_changes: RateChangesTable;
  hotel_settings: HotelSettingsTable;
  rate_limits: RateLimitsTable;
  rooms: RoomsTable;
  room_nights: RoomNightsTable;
  room_closures: RoomClosuresTable;
  room_releases: RoomReleasesTable;
}

/** The store or a transaction on it. */
export type Queryable = Kysely<Database> | Transaction<Database>;
