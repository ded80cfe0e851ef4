/** Row types of the booking store, as Kysely sees them. */
import type { Generated } from 'kysely';

export type BookingStatus = 'received';
export type OutboxChannel = 'telegram' | 'email';
/** staff: the hotel (Telegram chat or HOTEL_EMAIL); guest: the guest's confirmation. */
export type OutboxKind = 'staff' | 'guest';
/**
 * pending until delivered (sent), found unconfigured (skipped) or refused for good (failed, the
 * reason in last_error); never "sent" unless it was. A retrying row is pending with attempts > 0.
 */
export type OutboxStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export interface BookingsTable {
  id: string;
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
  total_price: number;
  lang: string;
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

/** The stored answer to a request made with an Idempotency-Key, written with its effect. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}

export interface Database {
  bookings: BookingsTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
}
