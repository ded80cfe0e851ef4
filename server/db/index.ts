/**
 * The store: SQLite or PostgreSQL behind Kysely, the schema and its migrations, group commit,
 * write health, backup and restore.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { LastBackup, takeBackup } from './backup';
export { GroupCommitter } from './groupCommit';
export type { Transact } from './groupCommit';
export { retryingTransact, transactRetryingDeadlocks } from './postgres';
export { afterPgRestore, restoreSqlite } from './restore';
export type {
  BookingEventsTable,
  BookingStatus,
  BookingsTable,
  Database,
  DeclineReason,
  FiscalReceiptType,
  FiscalReceiptsTable,
  HousekeepingStatus,
  OutboxChannel,
  OutboxKind,
  OutboxStatus,
  OutboxTable,
  PaymentCallsTable,
  PaymentGateway,
  PaymentRefusalsTable,
  PaymentsTable,
  Queryable,
  RateChangesTable,
  RateRestrictionsTable,
  RateSeasonsTable,
  RoomClosuresTable,
  RoomNightsTable,
  RoomsTable,
  StaffAccountsTable,
  StaffPasskeysTable,
  StaffRole,
  StaffSessionsTable,
  StaffSignInLinksTable,
} from './schema';
export { sqlitePath, walSyncer } from './sqlite';
export type { WalFlush } from './sqlite';
export { openMigratedStore } from './store';
export type { Store } from './store';
export { StoreUnavailableError } from './unavailable';
export { DEFAULT_WRITE_HEALTH_OPTIONS, WriteHealth } from './writeHealth';
export type { WriteHealthOptions } from './writeHealth';
