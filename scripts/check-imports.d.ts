export interface ImportViolation {
  /** The importing file, relative to src/. */
  file: string;
  line: number;
  /** The specifier as written. */
  spec: string;
  /** The imported file, relative to src/ (or the package name). */
  target: string;
  rule: string;
}

export interface ImportCheck {
  violations: ImportViolation[];
  /** Each import cycle as a list of files relative to src/, first file repeated at the end. */
  cycles: string[][];
  /** "from\tto" area pairs → number of imports. */
  areaEdges: Map<string, number>;
}

/** Checks <root>/src against the import rules. */
export function checkImports(root: string): ImportCheck;
/** The area graph as a text table. */
export function graphTable(areaEdges: Map<string, number>): string;
/** The area of a path relative to src/. */
export function areaOf(relative: string): string;

/** A broken rule outside src/: paths relative to the repository's root. */
export interface OutsideSrcViolation {
  /** The importing file, e.g. 'server/routes/booking.ts'. */
  file: string;
  line: number;
  /** The specifier as written, or the query that names the bookings table. */
  spec: string;
  /** The imported file relative to the root, or the package name. */
  target: string;
  /** Set when the file queries the bookings table rather than imports something. */
  query?: true;
  rule: string;
}

export interface OutsideSrcCheck {
  violations: OutsideSrcViolation[];
  /** Each import cycle between server files, first file repeated at the end. */
  cycles: string[][];
  /** "from\tto" pairs of server areas ('server' for its top files, 'domain' for src/domain) → number of imports. */
  serverEdges: Map<string, number>;
}

/** Checks <root>/server, <root>/scripts and <root>/bench against the import rules. */
export function checkOutsideSrc(root: string): OutsideSrcCheck;
