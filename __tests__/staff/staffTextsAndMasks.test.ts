import { setupServer } from 'msw/node';
import { staffTexts } from '../../src/features/staff/staff.texts';
import { HISTORY_ACTIONS, STAFF_BOOKING_STATUSES, staffApi } from '../../src/features/staff/staffApi';
import { roomsApi } from '../../src/features/staff/roomsApi';
import { maskGuestData, stateSanitizer } from '../../src/store/devToolsSanitizer';
import { makeStore, slicesAdded } from '../../src/store/store';
import { BASE, detail, FakeStaffServer } from './fakeStaffServer';

/** Every leaf of a catalogue, by its path ('signIn.errors.link_used'), with functions called on samples. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function')
    out.set(path, String((value as (...args: unknown[]) => unknown)(3, 'GH-7K3Q9M', '2', '4')));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      for (const [p, v] of leaves(item, path ? `${path}.${key}` : key)) out.set(p, v);
  return out;
}

describe('the console’s texts', () => {
  const uz = leaves(staffTexts.UZ);

  it.each(['RU', 'EN'] as const)('has every Uzbek text in %s too, none empty and none left in Uzbek', (code) => {
    const other = leaves(staffTexts[code]);
    expect([...other.keys()].sort()).toEqual([...uz.keys()].sort());
    for (const [path, text] of other) {
      expect([path, text.trim() === '']).toEqual([path, false]);
      // A text the same in both is a dash or a pattern of values, never an untranslated sentence.
      if (text === uz.get(path)) expect(path).toMatch(/^(none|calendar\.nightOf)$/);
    }
  });

  it('names every status, history action, source and role in each language', () => {
    for (const code of ['UZ', 'RU', 'EN'] as const) {
      const t = staffTexts[code];
      for (const status of STAFF_BOOKING_STATUSES) expect(t.statuses[status]).toMatch(/\S/);
      for (const action of HISTORY_ACTIONS) expect(t.request.historyActions[action]).toMatch(/\S/);
      expect(Object.keys(t.sources)).toEqual(['site', 'phone', 'desk']);
      expect(Object.keys(t.roles)).toEqual(['owner', 'reception', 'housekeeping']);
    }
  });
});

describe('Redux DevTools in the console: guests’ data masked', () => {
  const fake = new FakeStaffServer();
  const server = setupServer(...fake.handlers());
  beforeAll(() => {
    process.env.API_BASE_URL = BASE;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
    delete process.env.API_BASE_URL;
  });

  it('masks names, phones and emails in the staff calls’ cached answers, a search’s arguments and its cache key', async () => {
    fake.bookings = [
      detail({
        history: [
          { at: '2030-02-01T09:30:00.000Z', actor: 'Dilnoza', action: 'note', detail: 'Anna Schmidt asks for a cot' },
        ],
      }),
    ];
    const store = makeStore();
    store.dispatch(slicesAdded());
    await store.dispatch(staffApi.endpoints.staffBookings.initiate({ q: 'Anna Schmidt' }));
    await store.dispatch(staffApi.endpoints.staffBooking.initiate('GH-7K3Q9M'));
    await store.dispatch(staffApi.endpoints.staffToday.initiate());
    // The room chart's stays name their guests too (issue 51).
    fake.assigned.set('b1', [{ roomNumber: '405', from: '2030-03-01', to: '2030-03-03' }]);
    fake.bookings[0]!.status = 'confirmed';
    const chart = await store.dispatch(roomsApi.endpoints.roomChart.initiate({ from: '2030-03-01', days: 14 }));
    expect(JSON.stringify(chart.data)).toMatch(/Anna Schmidt/);
    const state = store.getState();
    expect(JSON.stringify(state)).toMatch(/Anna Schmidt/);
    const masked = JSON.stringify(stateSanitizer(state));
    expect(masked).not.toMatch(/Anna|Schmidt|anna@example\.com|4930901820/);
    expect(masked).toContain('staffBookings({\\"q\\":\\"<search>\\"})');
    expect(masked).toContain('GH-7K3Q9M');
  });

  it('masks the free text of a decline or a cancel, and a note’s text, in an action’s arguments', () => {
    const args = { id: 'b1', action: { kind: 'decline', reason: 'message', message: 'Dear Anna, we are full.' } };
    expect(maskGuestData(args)).toEqual({
      id: 'b1',
      action: { kind: 'decline', reason: 'message', message: '<text>' },
    });
    expect(maskGuestData({ kind: 'note', text: 'Anna wants a cot' })).toEqual({ kind: 'note', text: '<text>' });
    // A server's message elsewhere keeps its words, only addresses and numbers masked.
    expect(maskGuestData({ message: 'anna@example.com is refused' })).toEqual({ message: '<email> is refused' });
  });
});
