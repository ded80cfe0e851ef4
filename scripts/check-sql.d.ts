/** A query on the bookings table outside the booking repository; paths relative to the root. */
export interface MisplacedQuery {
  file: string;
  line: number;
  /** The start of the query as written, e.g. "selectFrom('bookings')". */
  query: string;
}

/** Checks <root>/server: every Kysely query on bookings lives in the booking repository. */
export function checkSql(root: string): MisplacedQuery[];
export const BOOKINGS_REPOSITORY: string;
