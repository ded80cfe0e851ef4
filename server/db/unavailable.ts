/** The one storage failure the API names: the store cannot take or serve requests right now. */
import { ApiError } from '../http';

/**
 * The database is unreachable or too slow (PostgreSQL), or a WAL flush failed (SQLite). An
 * ApiError, so every route answers it as 503 `unavailable` and never as a stored booking.
 */
export class StoreUnavailableError extends ApiError {
  constructor(cause?: unknown) {
    super(503, 'unavailable', 'The booking store is not available right now; try again later.');
    this.name = 'StoreUnavailableError';
    this.cause = cause;
  }
}
