import { makeStore } from '../../src/store/store';
import { normaliseGuests } from '../../src/domain/guests';
import {
  bookingClosed,
  emptyForm,
  fieldChanged,
  selectBookingQuote,
  sendFailed,
  sendStarted,
  sendSucceeded,
  successAcknowledged,
  validationFailed,
} from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { bookingStored } from '../../src/shared/myRequests/myRequestsSlice';

const filled = (store: ReturnType<typeof makeStore>) => {
  store.dispatch(fieldChanged({ field: 'firstName', value: 'Aziz' }));
  store.dispatch(fieldChanged({ field: 'secondName', value: 'Karimov' }));
  store.dispatch(fieldChanged({ field: 'phoneNumber', value: '901234567' }));
};

describe('bookingDialog slice: the state machine', () => {
  it('closed → open with the room and the stay carried over', () => {
    const store = makeStore();
    store.dispatch(
      bookingOpened({ roomId: 6, checkIn: '2030-01-10', checkOut: '2030-01-12', guests: 2, phoneCountry: 'ru' }),
    );
    const s = store.getState().bookingDialog!;
    expect(s.status).toBe('open');
    expect(s.roomId).toBe(6);
    expect(s.form).toMatchObject({ checkIn: '2030-01-10', checkOut: '2030-01-12', guestCount: 2, phoneCountry: 'ru' });
  });

  it('open → sending → success resets every field to empty and guests to 1; OK closes', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    filled(store);
    store.dispatch(fieldChanged({ field: 'guestCount', value: 3 }));
    store.dispatch(sendStarted({ newKey: 'k1' }));
    expect(store.getState().bookingDialog!.status).toBe('sending');
    store.dispatch(sendSucceeded({ bookingId: 'b1' }));
    const s = store.getState().bookingDialog!;
    expect(s.status).toBe('success');
    expect(s.form).toEqual(emptyForm('uz'));
    expect(s.form.guestCount).toBe(1);
    expect(s.lastBookingId).toBe('b1');
    store.dispatch(successAcknowledged());
    expect(store.getState().bookingDialog!.status).toBe('closed');
  });

  it('a failure returns to open with every value kept', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    filled(store);
    const before = store.getState().bookingDialog!.form;
    store.dispatch(sendStarted({ newKey: 'k1' }));
    store.dispatch(sendFailed({ key: 'error' }));
    const s = store.getState().bookingDialog!;
    expect(s.status).toBe('open');
    expect(s.problem).toEqual({ key: 'error' });
    expect(s.form).toEqual(before);
  });

  it('keeps a stored request through a failed email call, until success', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    filled(store);
    store.dispatch(sendStarted({ newKey: 'k1' }));
    const payload = {
      roomId: 1,
      roomTitle: 'Standard',
      guestName: 'Aziz Karimov',
      phone: '+998901234567',
      email: null,
      nationality: 'UZ',
      checkin: '2030-01-10',
      checkout: '2030-01-11',
      nights: 1,
      guests: 1,
      totalPrice: 400000,
      lang: 'uz' as const,
      website: '',
    };
    const record = {
      bookingId: 'b1',
      roomId: 1,
      roomTitle: 'Standard',
      pricePerNight: 400000,
      firstName: 'Aziz',
      secondName: 'Karimov',
      email: null,
      nationality: { code: 'UZ', label: 'Uzbekistan' },
      phoneE164: '+998901234567',
      dates: { checkIn: '2030-01-10', checkOut: '2030-01-11', nights: 1 },
      guests: 1,
      totalPrice: 400000,
      createdAt: '2030-01-01T10:00:00.000Z',
    };
    store.dispatch(bookingStored({ bookingId: 'b1', payload, record }));
    // The same action lists it in "My requests".
    expect(store.getState().myRequests.records).toEqual([record]);
    store.dispatch(sendFailed({ key: 'error' }));
    expect(store.getState().bookingDialog!.stored).toEqual({ bookingId: 'b1', payload, attemptKey: 'k1' });
    store.dispatch(bookingClosed());
    store.dispatch(bookingOpened({ roomId: 1 }));
    expect(store.getState().bookingDialog!.stored?.bookingId).toBe('b1');
    store.dispatch(sendStarted({ newKey: 'k2' }));
    store.dispatch(sendSucceeded({ bookingId: 'b1' }));
    expect(store.getState().bookingDialog!.stored).toBeNull();
  });

  it('a problem stays until its own field changes; one of the whole form until any change', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    store.dispatch(validationFailed({ key: 'phoneInvalid', field: 'phoneNumber' }));
    store.dispatch(fieldChanged({ field: 'firstName', value: 'Aziz' }));
    expect(store.getState().bookingDialog!.problem).toEqual({ key: 'phoneInvalid', field: 'phoneNumber' });
    store.dispatch(fieldChanged({ field: 'phoneCountry', value: 'ru' }));
    expect(store.getState().bookingDialog!.problem).toBeNull();
    store.dispatch(validationFailed({ key: 'rateLimited' }));
    store.dispatch(fieldChanged({ field: 'email', value: 'a@b.uz' }));
    expect(store.getState().bookingDialog!.problem).toBeNull();
  });

  it('refuses transitions that make no sense', () => {
    const store = makeStore();
    store.dispatch(sendStarted({ newKey: 'k' })); // not open
    expect(store.getState().bookingDialog!.status).toBe('closed');
    store.dispatch(fieldChanged({ field: 'firstName', value: 'x' })); // closed: nothing to edit
    expect(store.getState().bookingDialog!.form.firstName).toBe('');
    store.dispatch(bookingOpened({ roomId: 2 }));
    store.dispatch(sendSucceeded({ bookingId: 'x' })); // not sending
    expect(store.getState().bookingDialog!.status).toBe('open');
    store.dispatch(sendStarted({ newKey: 'k' }));
    store.dispatch(sendStarted({ newKey: 'k2' })); // no submit while sending
    expect(store.getState().bookingDialog!.attemptKey).toBe('k');
    store.dispatch(bookingClosed()); // Close and Cancel are disabled while sending
    store.dispatch(fieldChanged({ field: 'firstName', value: 'late' })); // controls locked
    expect(store.getState().bookingDialog!.status).toBe('sending');
    expect(store.getState().bookingDialog!.form.firstName).toBe('');
    store.dispatch(bookingOpened({ roomId: 5 })); // already open
    expect(store.getState().bookingDialog!.roomId).toBe(2);
    store.dispatch(sendSucceeded({ bookingId: 'b' }));
    store.dispatch(bookingClosed()); // the backdrop does not close the success popup
    expect(store.getState().bookingDialog!.status).toBe('success');
    store.dispatch(sendFailed({ key: 'error' })); // not sending
    expect(store.getState().bookingDialog!.status).toBe('success');
  });

  it('keeps the Idempotency-Key for a retry of unchanged values and drops it after an edit', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    store.dispatch(sendStarted({ newKey: 'first' }));
    store.dispatch(sendFailed({ key: 'error' }));
    store.dispatch(sendStarted({ newKey: 'second' }));
    expect(store.getState().bookingDialog!.attemptKey).toBe('first');
    store.dispatch(sendFailed({ key: 'error' }));
    store.dispatch(fieldChanged({ field: 'email', value: 'a@b.uz' }));
    store.dispatch(sendStarted({ newKey: 'third' }));
    expect(store.getState().bookingDialog!.attemptKey).toBe('third');
  });

  it('guests: invalid or lower input becomes 1', () => {
    expect(normaliseGuests(0)).toBe(1);
    expect(normaliseGuests(-3)).toBe(1);
    expect(normaliseGuests(Number.NaN)).toBe(1);
    expect(normaliseGuests('abc')).toBe(1);
    expect(normaliseGuests(2.7)).toBe(2);
    expect(normaliseGuests(4)).toBe(4);
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    store.dispatch(fieldChanged({ field: 'guestCount', value: 0 }));
    expect(store.getState().bookingDialog!.form.guestCount).toBe(1);
  });

  it('derives nights, the nightly price by nationality and the total', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 6, checkIn: '2030-03-01', checkOut: '2030-03-03' }));
    expect(selectBookingQuote(store.getState())).toMatchObject({
      nights: 2,
      price: 940000,
      total: 1880000,
      foreign: false,
    });
    store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'DE', label: 'Germany' } }));
    expect(selectBookingQuote(store.getState())).toMatchObject({
      nights: 2,
      price: 1150000,
      total: 2300000,
      foreign: true,
    });
    store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'UZ', label: 'Oʻzbekiston' } }));
    expect(selectBookingQuote(store.getState()).total).toBe(1880000);
  });

  it('rooms: as many as the guests need until the guest chooses; other guests or another opening start again from what they need', () => {
    const store = makeStore();
    const form = () => store.getState().bookingDialog!.form;
    store.dispatch(bookingOpened({ roomId: 2, checkIn: '2030-03-01', checkOut: '2030-03-03', guests: 4 }));
    expect(form()).not.toHaveProperty('units');
    expect(selectBookingQuote(store.getState())).toMatchObject({ units: 2, needed: 2, price: 480000, total: 1920000 });
    store.dispatch(fieldChanged({ field: 'units', value: 3 }));
    expect(selectBookingQuote(store.getState())).toMatchObject({ units: 3, needed: 2, total: 2880000 });
    // Typed rooms: a whole number from one up.
    store.dispatch(fieldChanged({ field: 'units', value: 0 }));
    expect(form().units).toBe(1);
    store.dispatch(fieldChanged({ field: 'units', value: 2.6 }));
    expect(form().units).toBe(2);
    store.dispatch(fieldChanged({ field: 'guestCount', value: 6 }));
    expect(form()).not.toHaveProperty('units');
    expect(selectBookingQuote(store.getState())).toMatchObject({ units: 3, total: 2880000 });
    store.dispatch(fieldChanged({ field: 'units', value: 4 }));
    store.dispatch(bookingClosed());
    store.dispatch(bookingOpened({ roomId: 6 }));
    expect(form()).not.toHaveProperty('units');
    // Six guests in the deluxe suite: its two rooms, no more (the form check then refuses the guests).
    expect(selectBookingQuote(store.getState())).toMatchObject({ units: 2, needed: 3 });
  });

  it('the guests and the rooms answer one question: a change of either clears a problem on the other', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 2, guests: 5 }));
    store.dispatch(validationFailed({ key: 'tooManyGuests', field: 'guestCount' }));
    store.dispatch(fieldChanged({ field: 'units', value: 3 }));
    expect(store.getState().bookingDialog!.problem).toBeNull();
    store.dispatch(validationFailed({ key: 'unitsNotFree', field: 'units' }));
    store.dispatch(fieldChanged({ field: 'guestCount', value: 4 }));
    expect(store.getState().bookingDialog!.problem).toBeNull();
  });
});

describe('replay (how QA replays a booking flow)', () => {
  it('a recorded action list replayed on a fresh store reaches the recorded state', () => {
    const recorded = makeStore();
    const log: { type: string; payload?: unknown }[] = [];
    const dispatch = (action: { type: string; payload?: unknown }) => {
      log.push(action);
      recorded.dispatch(action as never);
    };
    dispatch(bookingOpened({ roomId: 6, checkIn: '2030-03-01', checkOut: '2030-03-03', phoneCountry: 'us' }));
    dispatch(fieldChanged({ field: 'firstName', value: 'Anna' }));
    dispatch(fieldChanged({ field: 'secondName', value: 'Schmidt' }));
    dispatch(fieldChanged({ field: 'nationality', value: { code: 'DE', label: 'Germany' } }));
    dispatch(fieldChanged({ field: 'phoneNumber', value: '2015550123' }));
    dispatch(sendStarted({ newKey: 'key-1' }));
    dispatch(sendFailed({ key: 'error' }));
    dispatch(sendStarted({ newKey: 'key-2' }));
    dispatch(sendSucceeded({ bookingId: 'bk-9' }));

    const replayed = makeStore();
    for (const action of JSON.parse(JSON.stringify(log))) replayed.dispatch(action);
    expect(replayed.getState().bookingDialog).toEqual(recorded.getState().bookingDialog);
    expect(replayed.getState()).toEqual(recorded.getState());
  });
});
