import type { UnknownAction } from '@reduxjs/toolkit';
import { maskGuestData } from '../../src/store/devToolsSanitizer';
import { makeStore, rootReducer, type RootState } from '../../src/store/store';
// Each feature's slice and the booking calls' api join the store when their module loads (in the
// browser, with the page's or the dialog's chunk): here all of them, so a fresh store is the site's whole store.
import '../../src/features/booking/bookingApi';
import '../../src/features/rooms/paginationSlice';
import '../../src/features/rooms/roomFilterSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { bookingStored } from '../../src/shared/myRequests/myRequestsSlice';
import {
  bookingDialogSlice,
  type BookingDialogState,
  type BookingStatus,
} from '../../src/features/booking/bookingDialogSlice';

/*
 * QA's replay of a recorded booking flow (npm run replay -- <file.json>). The recorded actions run
 * through the store's own reducers, from a fresh store (or the recording's starting state), as
 * Redux DevTools recomputes a history: the middleware's side effects (RTK Query's timers, the
 * browser's storage) are not state and do not run. Everything is compared masked
 * (src/store/devToolsSanitizer.ts), since recordings never hold a guest's name, phone or email.
 */

/** The project's own recording format (qa/recordings/*.json). */
export interface OwnRecording {
  title: string;
  /** What the recording shows and how it was made. */
  description?: string;
  /** The store's state before the first action; a fresh store's when absent. */
  preloadedState?: Partial<RootState>;
  actions: UnknownAction[];
  expect?: {
    /** The dialog's statuses in order, each change once, starting with the first state's. */
    statuses?: BookingStatus[];
    /** What the dialog's state must hold at the end (a part of it is enough). */
    bookingDialog?: Record<string, unknown>;
  };
}

/** A recording in either format, made ready to replay. */
export interface Recording {
  title: string;
  format: 'own' | 'devtools' | 'devtools-actions';
  start?: Partial<RootState>;
  actions: UnknownAction[];
  statuses?: BookingStatus[];
  /** The dialog's final state, whole (a DevTools export) or in part (expect.bookingDialog). */
  finalBooking?: { state: Record<string, unknown>; whole: boolean };
}

export interface Step {
  /** 1-based position among the replayed actions. */
  index: number;
  type: string;
  from: BookingStatus;
  to: BookingStatus;
  /** What else changed in the dialog's state. */
  changed: string[];
  /** 'refused': the machine did not take the event; 'unchanged': taken, nothing new (a field set to its value). */
  outcome: 'changed' | 'unchanged' | 'refused';
}

export interface ReplayResult {
  recording: Recording;
  steps: Step[];
  /** Replayed actions that are not the dialog's (RTK Query's, the language's…). */
  otherActions: number;
  finalBooking: BookingDialogState;
  problems: string[];
  ok: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The extension writes some parts as JSON text inside the JSON; either form is read. */
function unstring(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function asAction(value: unknown, where: string): UnknownAction {
  if (!isObject(value) || typeof value.type !== 'string')
    throw new Error(`${where} is not an action (an object with a string "type")`);
  return value as UnknownAction;
}

/**
 * Reads a recording: the project's own `{ title, actions, expect }`; Redux DevTools' export of its
 * history (`actionsById`, `computedStates`, `stagedActionIds`…, with `actionsById` and
 * `computedStates` as objects or as JSON text); or the extension's "custom" export of the page's
 * own actions (`{ payload, preloadedState }`, which holds no states to compare with).
 */
export function parseRecording(data: unknown, name = 'recording'): Recording {
  if (!isObject(data)) throw new Error(`${name}: not a JSON object`);
  if ('actionsById' in data) {
    const actionsById = unstring(data.actionsById);
    const computedStates = unstring(data.computedStates);
    const staged = data.stagedActionIds;
    if (!isObject(actionsById) || !Array.isArray(computedStates) || !Array.isArray(staged)) {
      throw new Error(`${name}: a DevTools export needs actionsById, computedStates and stagedActionIds`);
    }
    if (JSON.stringify(data).includes('"$jsan"'))
      throw new Error(`${name}: jsan references ($jsan) are not supported; export with serialize off`);
    const skipped = new Set(Array.isArray(data.skippedActionIds) ? data.skippedActionIds : []);
    // Id 0 is the store's own start (@@INIT); the rest were dispatched, unless skipped in the monitor.
    const actions = staged
      .slice(1)
      .filter((id) => !skipped.has(id))
      .map((id) => asAction((actionsById[String(id)] as Json | undefined)?.action, `${name}: action ${String(id)}`));
    const committed =
      data.committedState !== undefined
        ? unstring(data.committedState)
        : (computedStates[0] as Json | undefined)?.state;
    const last = (computedStates[computedStates.length - 1] as Json | undefined)?.state;
    const booking = isObject(last) ? last.bookingDialog : undefined;
    return {
      title: typeof data.title === 'string' ? data.title : name,
      format: 'devtools',
      start: isObject(committed) ? committed : undefined,
      actions,
      finalBooking: isObject(booking) ? { state: booking, whole: true } : undefined,
    };
  }
  if ('payload' in data && !('actions' in data)) {
    const payload = unstring(data.payload);
    if (!Array.isArray(payload)) throw new Error(`${name}: the export's payload is not a list of actions`);
    const preloaded = data.preloadedState === undefined ? undefined : unstring(data.preloadedState);
    return {
      title: name,
      format: 'devtools-actions',
      start: isObject(preloaded) ? preloaded : undefined,
      actions: payload.map((action, i) => asAction(action, `${name}: payload[${i}]`)),
    };
  }
  if (!Array.isArray(data.actions))
    throw new Error(`${name}: neither a DevTools export nor { title, actions, expect }`);
  const own = data as unknown as OwnRecording;
  return {
    title: typeof own.title === 'string' ? own.title : name,
    format: 'own',
    start: own.preloadedState,
    actions: own.actions.map((action, i) => asAction(action, `${name}: actions[${i}]`)),
    statuses: own.expect?.statuses,
    finalBooking: own.expect?.bookingDialog ? { state: own.expect.bookingDialog, whole: false } : undefined,
  };
}

/** The dialog's events, by action type. */
/** The dialog's own events, and the two the foundation declares for it (Book now, a stored request). */
const BOOKING_EVENTS: ReadonlySet<string> = new Set([
  ...Object.values(bookingDialogSlice.actions).map((creator) => creator.type),
  bookingOpened.type,
  bookingStored.type,
]);

/** An attempt key no replay has, so an event the machine takes is seen to write it. */
const PROBE_KEY = '\u0000replay-probe';

/**
 * Whether the machine refused `action` in state `before`. The slice's reducers return at once on an
 * event they refuse, so a refused event leaves the very same state object. An event the machine
 * takes writes the state; the one that can write nothing new is fieldChanged with the value the
 * field already has, and it always clears the attempt key: asked again on the same state with a
 * probe key, the reducer shows whether it took the event.
 */
function refused(before: BookingDialogState, action: UnknownAction): boolean {
  const probe = { ...before, attemptKey: PROBE_KEY };
  return bookingDialogSlice.reducer(probe, action) === probe;
}

function changedParts(before: BookingDialogState, after: BookingDialogState): string[] {
  const parts: string[] = [];
  for (const key of Object.keys(after) as (keyof BookingDialogState)[]) {
    if (key === 'status' || before[key] === after[key]) continue;
    if (key === 'form') {
      for (const field of Object.keys(after.form) as (keyof BookingDialogState['form'])[]) {
        if (before.form[field] !== after.form[field]) parts.push(`form.${field}`);
      }
    } else if (key === 'problem') {
      parts.push(
        after.problem
          ? `problem ${after.problem.key}${after.problem.field ? ` (${after.problem.field})` : ''}`
          : 'problem cleared',
      );
    } else if (key === 'stored') {
      parts.push(after.stored ? `stored ${after.stored.bookingId}` : 'stored cleared');
    } else {
      parts.push(key);
    }
  }
  return parts;
}

/** Whether `actual` holds everything `expected` says (objects: those keys; anything else: equal). */
function holds(actual: unknown, expected: unknown): boolean {
  if (isObject(expected))
    return isObject(actual) && Object.entries(expected).every(([key, value]) => holds(actual[key], value));
  return JSON.stringify(actual) === JSON.stringify(expected);
}

/** Sorts object keys, so two states compare by content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

function differences(actual: unknown, expected: unknown, at: string, out: string[]): void {
  if (JSON.stringify(canonical(actual)) === JSON.stringify(canonical(expected))) return;
  if (isObject(actual) && isObject(expected)) {
    for (const key of new Set([...Object.keys(actual), ...Object.keys(expected)]))
      differences(actual[key], expected[key], `${at}.${key}`, out);
    return;
  }
  out.push(`${at}: replayed ${JSON.stringify(actual)}, recorded ${JSON.stringify(expected)}`);
}

/** Replays a recording on a fresh store and checks every transition and the final state. */
export function replay(recording: Recording): ReplayResult {
  const fresh = makeStore().getState();
  // Only the parts this store has: a recording may hold state of slices since renamed or removed.
  const start = recording.start
    ? Object.fromEntries(Object.entries(recording.start).filter(([key]) => key in fresh))
    : undefined;
  let state: RootState = makeStore(start).getState();
  const steps: Step[] = [];
  const problems: string[] = [];
  let otherActions = 0;
  const dialogOf = (of: RootState): BookingDialogState => bookingDialogSlice.selectSlice(of);
  const statuses: BookingStatus[] = [dialogOf(state).status];

  recording.actions.forEach((action, i) => {
    const before = dialogOf(state);
    state = rootReducer(state, action);
    if (!action.type.startsWith(`${bookingDialogSlice.name}/`)) {
      otherActions += 1;
      return;
    }
    const after = dialogOf(state);
    if (!BOOKING_EVENTS.has(action.type)) {
      problems.push(`#${i + 1} ${action.type} is no event of the booking dialog`);
      return;
    }
    const outcome = after !== before ? 'changed' : refused(before, action) ? 'refused' : 'unchanged';
    steps.push({
      index: i + 1,
      type: action.type,
      from: before.status,
      to: after.status,
      changed: changedParts(before, after),
      outcome,
    });
    if (outcome === 'refused') problems.push(`#${i + 1} ${action.type} refused in status ${before.status}`);
    if (after.status !== statuses[statuses.length - 1]) statuses.push(after.status);
  });

  const finalBooking = maskGuestData(dialogOf(state));
  if (recording.statuses && statuses.join() !== recording.statuses.join()) {
    problems.push(`statuses: replayed ${statuses.join(' → ')}, expected ${recording.statuses.join(' → ')}`);
  }
  const expected = recording.finalBooking;
  if (expected?.whole) {
    const found: string[] = [];
    differences(finalBooking, maskGuestData(expected.state), 'bookingDialog', found);
    problems.push(...found.map((d) => `final state ${d}`));
  } else if (expected && !holds(finalBooking, expected.state)) {
    problems.push(`final state: expected bookingDialog to hold ${JSON.stringify(expected.state)}`);
  }
  return { recording, steps, otherActions, finalBooking, problems, ok: problems.length === 0 };
}

/** What `npm run replay` prints for one recording. */
export function formatReplay(result: ReplayResult): string {
  const { recording, steps } = result;
  const lines = [
    `${recording.title}  (${recording.format} format, ${recording.actions.length} actions, ${result.otherActions} not the dialog's)`,
  ];
  const width = Math.max(0, ...steps.map((s) => s.type.length));
  for (const step of steps) {
    const move = step.from === step.to ? step.to : `${step.from} → ${step.to}`;
    const note =
      step.outcome === 'refused' ? 'REFUSED' : step.outcome === 'unchanged' ? 'no change' : step.changed.join(', ');
    lines.push(`  #${String(step.index).padEnd(3)} ${step.type.padEnd(width)}  ${move}${note ? `  ${note}` : ''}`);
  }
  lines.push(`  final state of the dialog: ${JSON.stringify(result.finalBooking, null, 2).replace(/\n/g, '\n  ')}`);
  if (!recording.finalBooking && !recording.statuses)
    lines.push('  (the recording holds no final state to compare with)');
  lines.push(...result.problems.map((p) => `  FAIL ${p}`));
  lines.push(result.ok ? '  ok' : '  FAILED');
  return lines.join('\n');
}
