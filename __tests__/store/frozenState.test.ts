/**
 * The store runs without Redux Toolkit's immutability middleware (src/store/store.ts): every
 * slice's state comes out of Immer frozen, so code that mutates the state outside a reducer
 * throws at the line that does it. These are the places that rely on it: a foundation slice,
 * a slice that joins when its feature loads, and RTK Query's cache.
 */
import { availabilityApi } from '../../src/store/availabilityApi';
import { fieldChanged } from '../../src/features/booking/bookingDialogSlice';
import { languageChanged } from '../../src/shared/language/languageSlice';
import { makeStore } from '../../src/store/store';

/** Assigns to `target[key]` as a careless component would; modules are strict, so a frozen object throws. */
function mutate(target: object, key: string, value: unknown): void {
  (target as Record<string, unknown>)[key] = value;
}

it('a foundation slice is frozen, before and after its first action', () => {
  const store = makeStore();
  expect(() => mutate(store.getState().language, 'code', 'RU')).toThrow(TypeError);
  store.dispatch(languageChanged('RU'));
  expect(() => mutate(store.getState().language, 'code', 'EN')).toThrow(TypeError);
  expect(store.getState().language.code).toBe('RU');
});

it('a slice that joined when its feature loaded is frozen, nested values too', () => {
  const store = makeStore();
  store.dispatch(fieldChanged({ field: 'firstName', value: 'Anna' }));
  const dialog = store.getState().bookingDialog!;
  expect(() => mutate(dialog, 'roomId', 3)).toThrow(TypeError);
  expect(() => mutate(dialog.form, 'firstName', 'Bob')).toThrow(TypeError);
});

it("RTK Query's cached answers are frozen", async () => {
  const store = makeStore();
  const args = { checkin: '2030-03-01', checkout: '2030-03-03' };
  // The store's own types leave the lazily added api slice optional; RTK Query's want it there.
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  const select = availabilityApi.endpoints.availability.select(args);
  await dispatch(
    availabilityApi.util.upsertQueryData('availability', args, {
      checkin: args.checkin,
      checkout: args.checkout,
      rooms: [{ roomId: 1, units: 6, free: 2 }],
    }),
  );
  const answer = select(store.getState() as Parameters<typeof select>[0]).data!;
  expect(answer.rooms[0]!.free).toBe(2);
  expect(() => mutate(answer.rooms[0]!, 'free', 0)).toThrow(TypeError);
  expect(() => (answer.rooms as unknown[]).push({})).toThrow(TypeError);
});
