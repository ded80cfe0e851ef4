/**
 * Writes the recordings of the main booking flows (qa/recordings/*.json), made by the site's own
 * code: a store from makeStore(), the dialog's actions as the dialog dispatches them (one
 * fieldChanged per field, with its final value), and the real Confirm (confirmBooking, the RTK
 * Query mutation) against a stand-in booking API on 127.0.0.1 that answers as each flow needs.
 * Every action the store receives is recorded, with the state after it, and masked by the
 * DevTools sanitizers, as the extension would hold them. Two flows are also written in Redux
 * DevTools' export format. Usage: node -r ts-node/register/transpile-only scripts/qa/recordFlows.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { maskGuestData } from '../../src/store/devToolsSanitizer';
import { dynamicMiddleware, makeStore, type AppStore, type RootState } from '../../src/store/store';
// The booking calls' api and each feature's slice join the store as their modules load: all of
// them here, so a recorded state is the site's whole store.
import '../../src/features/booking/bookingApi';
import '../../src/features/rooms/paginationSlice';
import '../../src/features/rooms/roomFilterSlice';
import { bookingTexts } from '../../src/features/booking/booking.texts';
import {
  bookingDialogSlice,
  emptyForm,
  fieldChanged,
  successAcknowledged,
  type BookingField,
  type BookingForm,
} from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { confirmBooking } from '../../src/features/booking/confirmBooking';
import { problemMessage } from '../../src/features/booking/problemMessage';
import { findRoom } from '../../src/domain/rooms';
import type { OwnRecording } from './replay';

const OUT = path.resolve(__dirname, '../../qa/recordings');
/** The hotel's date the flows are recorded on; replaying does not depend on it. */
const TODAY = '2026-11-23';
const ROOM = { id: 6, title: 'Deluxe Double Suite' };

const GUEST: Partial<BookingForm> = {
  firstName: 'Anna',
  secondName: 'Schmidt',
  phoneCountry: 'de',
  phoneNumber: '030 901820',
  email: 'anna@example.com',
  nationality: { code: 'DE', label: 'Germany' },
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  guestCount: 2,
};

type Answer = { status: number; body: unknown };
const stored: Answer = { status: 201, body: { id: 'bk-1001', status: 'received', statusToken: 'token-not-secret' } };
const queued: Answer = { status: 200, body: { id: 'bk-1001', status: 'queued' } };
const serverError: Answer = { status: 500, body: { error: { code: 'internal_error', message: 'Internal error.' } } };

interface Flow {
  file: string;
  title: string;
  /** The guest's values, on top of GUEST. */
  form?: Partial<BookingForm>;
  /** The API's answers in order, per call; an empty list answers as a healthy server. */
  bot?: Answer[];
  email?: Answer[];
  /** What the guest does after the first Confirm. */
  then?: (store: AppStore, confirm: () => Promise<unknown>) => Promise<void>;
  /** The guest presses OK in the success popup at the end. */
  acknowledge?: boolean;
  /** Also written in Redux DevTools' export format, with its parts as JSON text or as objects. */
  devtools?: 'text' | 'objects';
  /** State the dialog cannot reach by its own actions, set before the flow. */
  preloaded?: Partial<BookingForm>;
  note?: string;
}

const confirmAgain = async (_store: AppStore, confirm: () => Promise<unknown>) => void (await confirm());

const FLOWS: Flow[] = [
  {
    file: 'success',
    title: 'Success: both calls succeed, the popup shows, OK closes it',
    acknowledge: true,
    devtools: 'text',
  },
  {
    file: 'first-call-fails',
    title: 'The first call fails (500): no email call, back to editing with every value kept',
    bot: [serverError],
  },
  {
    file: 'rate-limited',
    title: 'The first call is refused for too many requests (429)',
    bot: [{ status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests.' } } }],
  },
  {
    file: 'email-fails-then-retried',
    title: 'The email call fails after the booking was stored; Confirm again repeats only the email call and succeeds',
    email: [serverError, queued],
    then: confirmAgain,
    acknowledge: true,
    devtools: 'objects',
  },
  {
    file: 'stored-then-changed',
    title: 'Stored, email call failed, then the guest changes a value: Confirm first says it will be a new request',
    email: [serverError],
    then: async (store, confirm) => {
      store.dispatch(fieldChanged({ field: 'guestCount', value: 3 }));
      await confirm();
    },
  },
  // The spec's seven checks (section 5), each with its Uzbek alert.
  { file: 'refused-first-name', title: 'Refused: no first name (Ism majburiy.)', form: { firstName: '' } },
  { file: 'refused-second-name', title: 'Refused: no last name (Familiya majburiy.)', form: { secondName: '' } },
  { file: 'refused-phone', title: 'Refused: no phone (Telefon raqami majburiy.)', form: { phoneNumber: '' } },
  { file: 'refused-nationality', title: 'Refused: no nationality (Fuqarolikni tanlang.)', form: { nationality: null } },
  {
    file: 'refused-dates',
    title: 'Refused: no check-out date (Kelish/ketish sanalarini tanlang.)',
    form: { checkOut: '' },
  },
  {
    file: 'refused-nights',
    title: "Refused: check-out not after check-in (Ketish sanasi kelish sanasidan keyin bo'lishi kerak.)",
    form: { checkOut: '2026-12-10' },
  },
  {
    file: 'refused-guests',
    title: "Refused: fewer than one guest (Mehmonlar soni 1 dan kam bo'lolmaydi.)",
    preloaded: { guestCount: 0 },
    note: 'The dialog turns any guest count below 1 into 1 (normaliseGuests), so this state is preloaded: the check stays as the spec asks.',
  },
  // The project's own checks: the server's rules, explained on their field before any request.
  { file: 'refused-name-invalid', title: 'Refused: a name that is no name (digits)', form: { firstName: 'Anna2' } },
  {
    file: 'refused-phone-invalid',
    title: 'Refused: a phone that is no number of its country',
    form: { phoneNumber: '12' },
  },
  { file: 'refused-email-invalid', title: 'Refused: an e-mail address that is none', form: { email: 'anna@' } },
  {
    file: 'refused-checkin-past',
    title: 'Refused: check-in already past in Namangan',
    form: { checkIn: '2026-11-20', checkOut: '2026-11-25' },
  },
  {
    file: 'refused-checkin-too-far',
    title: 'Refused: check-in more than two years ahead',
    form: { checkIn: '2029-01-10', checkOut: '2029-01-12' },
  },
  { file: 'refused-stay-too-long', title: 'Refused: a stay of more than 90 nights', form: { checkOut: '2027-04-10' } },
  { file: 'refused-guests-range', title: 'Refused: more than ten guests', form: { guestCount: 11 } },
];

/** A stand-in for the booking API: answers each call from the flow's list, then as a healthy server. */
async function startApi(): Promise<{
  origin: string;
  answers: { bot: Answer[]; email: Answer[] };
  close: () => Promise<void>;
}> {
  const answers = { bot: [] as Answer[], email: [] as Answer[] };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const which = request.url === '/api/bot/booking' ? 'bot' : 'email';
      const answer = answers[which].shift() ?? (which === 'bot' ? stored : queued);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every action the store receives, with the state after it (the recorder is off between flows). */
let tape: { action: UnknownAction; state: RootState }[] | null = null;
const recorder: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  tape?.push({ action: action as UnknownAction, state: store.getState() as RootState });
  return result;
};

/** The dialog's state in a state of the store. */
const dialogOf = (state: RootState) => bookingDialogSlice.selectSlice(state);

const alerts: string[] = [];
// confirmBooking tells the guest with window.alert; Node has no window.
Object.assign(globalThis, { window: { alert: (message: string) => alerts.push(message) } });

async function record(flow: Flow) {
  alerts.length = 0;
  const preloaded = flow.preloaded
    ? { bookingDialog: { ...dialogOf(makeStore().getState()), form: { ...emptyForm(), ...flow.preloaded } } }
    : undefined;
  const store = makeStore(preloaded);
  const initial = store.getState();
  tape = [];
  store.dispatch(
    bookingOpened({ roomId: ROOM.id, checkIn: GUEST.checkIn, checkOut: GUEST.checkOut, phoneCountry: 'de' }),
  );
  const form = { ...GUEST, ...flow.form } as BookingForm;
  for (const field of Object.keys(form) as BookingField[]) {
    if (flow.preloaded && field in flow.preloaded) continue;
    if (JSON.stringify(dialogOf(store.getState()).form[field]) === JSON.stringify(form[field])) continue;
    store.dispatch(fieldChanged({ field, value: form[field] } as Parameters<typeof fieldChanged>[0]));
  }
  const t = bookingTexts.EN;
  const facts = { units: 1, room: findRoom(ROOM.id)!, free: null };
  const confirm = () =>
    store.dispatch(
      confirmBooking({
        lang: 'en',
        roomTitle: ROOM.title,
        problemText: (key) => problemMessage(t, key, facts),
        storedText: t.storedNotice,
        timeoutMs: 5000,
        today: TODAY,
      }),
    );
  await confirm();
  await flow.then?.(store, confirm);
  if (flow.acknowledge) store.dispatch(successAcknowledged());
  const steps = tape;
  tape = null;
  return { initial, steps };
}

function statusesOf(initial: RootState, steps: { state: RootState }[]) {
  const statuses = [dialogOf(initial).status];
  for (const { state } of steps)
    if (dialogOf(state).status !== statuses[statuses.length - 1]) statuses.push(dialogOf(state).status);
  return statuses;
}

/** The lifted state Redux DevTools keeps and exports (features.export: true), from sanitized parts. */
function devToolsExport(
  initial: RootState,
  steps: { action: UnknownAction; state: RootState }[],
  form: 'text' | 'objects',
  startedAt: number,
) {
  const actionsById: Record<number, unknown> = {
    0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: startedAt },
  };
  steps.forEach(
    ({ action }, i) =>
      (actionsById[i + 1] = {
        type: 'PERFORM_ACTION',
        action: maskGuestData(action),
        timestamp: startedAt + (i + 1) * 250,
      }),
  );
  const computedStates = [
    { state: maskGuestData(initial) },
    ...steps.map(({ state }) => ({ state: maskGuestData(state) })),
  ];
  const asForm = (value: unknown) => (form === 'text' ? JSON.stringify(value) : value);
  return {
    actionsById: asForm(actionsById),
    computedStates: asForm(computedStates),
    committedState: maskGuestData(initial),
    currentStateIndex: steps.length,
    nextActionId: steps.length + 1,
    skippedActionIds: [],
    stagedActionIds: Array.from({ length: steps.length + 1 }, (_, i) => i),
    isLocked: false,
    isPaused: false,
  };
}

async function main() {
  dynamicMiddleware.addMiddleware(recorder);
  const api = await startApi();
  process.env.API_BASE_URL = api.origin;
  fs.mkdirSync(OUT, { recursive: true });
  const startedAt = Date.parse(`${TODAY}T10:00:00+05:00`);
  try {
    for (const flow of FLOWS) {
      api.answers.bot = [...(flow.bot ?? [])];
      api.answers.email = [...(flow.email ?? [])];
      const { initial, steps } = await record(flow);
      const final = steps.length ? steps[steps.length - 1]!.state : initial;
      const alertsSeen = alerts.map((a) => maskGuestData(a));
      const recording: OwnRecording & { alerts: string[] } = {
        title: flow.title,
        description: `Recorded by scripts/qa/recordFlows.ts on ${TODAY}.${flow.note ? ` ${flow.note}` : ''}`,
        alerts: alertsSeen,
        ...(flow.preloaded ? { preloadedState: maskGuestData({ bookingDialog: dialogOf(initial) }) } : {}),
        actions: steps.map(({ action }) => maskGuestData(action)),
        expect: {
          statuses: statusesOf(initial, steps),
          bookingDialog: maskGuestData(dialogOf(final)) as unknown as Record<string, unknown>,
        },
      };
      fs.writeFileSync(path.join(OUT, `${flow.file}.json`), `${JSON.stringify(recording, null, 2)}\n`);
      // On one line, as the extension writes its export.
      if (flow.devtools)
        fs.writeFileSync(
          path.join(OUT, `${flow.file}.devtools.json`),
          `${JSON.stringify(devToolsExport(initial, steps, flow.devtools, startedAt))}\n`,
        );
      const problem = dialogOf(final).problem;
      console.log(
        `${flow.file}: ${recording.expect!.statuses!.join(' → ')}${problem ? ` (${problem.key})` : ''}; alerts: ${JSON.stringify(alertsSeen)}`,
      );
    }
  } finally {
    await api.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
