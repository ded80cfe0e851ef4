import fs from 'node:fs';
import path from 'node:path';
import { formatReplay, parseRecording, replay } from '../../scripts/qa/replay';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'qa', 'recordings');
const read = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const recordings = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .sort();

const opened = {
  type: 'bookingDialog/bookingOpened',
  payload: { roomId: 6, checkIn: '2030-03-01', checkOut: '2030-03-03' },
};
const named = { type: 'bookingDialog/fieldChanged', payload: { field: 'firstName', value: '<name>' } };

describe('QA recordings (qa/recordings) replay to their recorded state', () => {
  it('covers success, each validation refusal, a failing first call and a retried email call, in both formats', () => {
    for (const flow of [
      'success',
      'first-call-fails',
      'email-fails-then-retried',
      'refused-first-name',
      'refused-second-name',
      'refused-phone',
      'refused-nationality',
      'refused-dates',
      'refused-nights',
      'refused-guests',
    ]) {
      expect(recordings).toContain(`${flow}.json`);
    }
    expect(recordings.filter((file) => file.endsWith('.devtools.json')).length).toBeGreaterThanOrEqual(1);
  });

  it.each(recordings)('%s', (file) => {
    const result = replay(parseRecording(read(file), file));
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.recording.finalBooking ?? result.recording.statuses).toBeDefined();
  });

  it('hold no guest name, phone or e-mail address', () => {
    for (const file of recordings)
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/Anna|Schmidt|anna@|901820/);
  });
});

describe('replay: what makes a replay fail', () => {
  it('an event the machine refuses (success while still editing)', () => {
    const result = replay(
      parseRecording({
        title: 't',
        actions: [opened, { type: 'bookingDialog/sendSucceeded', payload: { bookingId: 'x' } }],
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['#2 bookingDialog/sendSucceeded refused in status open']);
    expect(result.steps.map((s) => s.outcome)).toEqual(['changed', 'refused']);
    expect(formatReplay(result)).toContain('REFUSED');
  });

  it('but not a field set to the value it already has: the machine takes it, nothing changes', () => {
    const result = replay(
      parseRecording({ title: 't', actions: [opened, named, named], expect: { statuses: ['closed', 'open'] } }),
    );
    expect(result.steps.map((s) => s.outcome)).toEqual(['changed', 'changed', 'unchanged']);
    expect(result.ok).toBe(true);
  });

  it('a field changed while the dialog is closed', () => {
    const result = replay(parseRecording({ title: 't', actions: [named] }));
    expect(result.problems).toEqual(['#1 bookingDialog/fieldChanged refused in status closed']);
  });

  it('an action of the dialog that is no event of it (renamed since the recording)', () => {
    const result = replay(parseRecording({ title: 't', actions: [opened, { type: 'bookingDialog/bookingSent' }] }));
    expect(result.problems).toEqual(['#2 bookingDialog/bookingSent is no event of the booking dialog']);
  });

  it("another final state than the recording's expect", () => {
    const result = replay(
      parseRecording({
        title: 't',
        actions: [opened],
        expect: { statuses: ['closed', 'open'], bookingDialog: { status: 'sending' } },
      }),
    );
    expect(result.problems).toEqual(['final state: expected bookingDialog to hold {"status":"sending"}']);
    const path2 = replay(
      parseRecording({ title: 't', actions: [opened], expect: { statuses: ['closed', 'open', 'sending'] } }),
    );
    expect(path2.problems).toEqual(['statuses: replayed closed → open, expected closed → open → sending']);
  });

  it("another final state than a DevTools export's last computed state (read as JSON text or as objects)", () => {
    for (const file of ['success.devtools.json', 'email-fails-then-retried.devtools.json']) {
      const exported = read(file);
      const asText = typeof exported.computedStates === 'string';
      const states = (asText ? JSON.parse(exported.computedStates as string) : exported.computedStates) as {
        state: { bookingDialog: Record<string, unknown> };
      }[];
      states[states.length - 1]!.state.bookingDialog.lastBookingId = 'bk-other';
      const tampered = { ...exported, computedStates: asText ? JSON.stringify(states) : states };
      const result = replay(parseRecording(tampered, file));
      expect(result.problems).toEqual([
        'final state bookingDialog.lastBookingId: replayed "bk-1001", recorded "bk-other"',
      ]);
    }
  });

  it("replays the extension's other export, the page's own actions ({ payload, preloadedState }), for refusals only", () => {
    const recording = parseRecording(
      { payload: JSON.stringify([opened, named]), preloadedState: JSON.stringify({ language: { code: 'ru' } }) },
      'custom.json',
    );
    expect(recording.format).toBe('devtools-actions');
    const result = replay(recording);
    expect(result.ok).toBe(true);
    expect(formatReplay(result)).toContain('no final state to compare with');
  });

  it('says what is wrong with a file that is no recording', () => {
    expect(() => parseRecording([], 'a.json')).toThrow('a.json: not a JSON object');
    expect(() => parseRecording({ title: 'x' }, 'b.json')).toThrow('neither a DevTools export nor');
    expect(() => parseRecording({ actions: [{ payload: 1 }] }, 'c.json')).toThrow(
      'c.json: actions[0] is not an action',
    );
  });
});
