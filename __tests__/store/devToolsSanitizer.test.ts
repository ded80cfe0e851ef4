import { actionSanitizer, devToolsOptions, maskGuestData, stateSanitizer } from '../../src/store/devToolsSanitizer';
import { makeStore } from '../../src/store/store';
import { requestRecord } from '../support/records';
import { fieldChanged, sendStarted } from '../../src/features/booking/bookingDialogSlice';
// The room filter's slice joins the store as it loads: a part of the state with nothing to mask.
import '../../src/features/rooms/roomFilterSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { bookingStored } from '../../src/shared/myRequests/myRequestsSlice';
import type { BookingPayload } from '../../src/domain/booking';

// The guest's data beside what is no one's own.
const guest = { guestName: 'Anna Schmidt', phone: '+4930901820', email: 'anna@example.com' };
const record = requestRecord('bk-1', {
  roomId: 6,
  roomTitle: 'Deluxe Double Suite',
  pricePerNight: 1150000,
  nationality: { code: 'DE', label: 'Germany' },
  phoneE164: '+4930901820',
  email: 'anna@example.com',
  guests: 1,
  totalPrice: 2300000,
});
const stay = {
  roomId: 6,
  roomTitle: 'Deluxe Double Suite',
  nationality: 'DE',
  checkin: '2030-03-01',
  checkout: '2030-03-03',
  nights: 2,
  guests: 1,
  totalPrice: 2300000,
};
const payload: BookingPayload = { ...stay, ...guest, lang: 'en', website: '' };

describe('maskGuestData: what Redux DevTools sees', () => {
  it('masks the fieldChanged values of the name, phone and email fields, and only those', () => {
    expect(actionSanitizer(fieldChanged({ field: 'firstName', value: 'Anna' })).payload).toEqual({
      field: 'firstName',
      value: '<name>',
    });
    expect(actionSanitizer(fieldChanged({ field: 'secondName', value: 'Schmidt' })).payload).toEqual({
      field: 'secondName',
      value: '<name>',
    });
    expect(actionSanitizer(fieldChanged({ field: 'phoneNumber', value: '030 901820' })).payload).toEqual({
      field: 'phoneNumber',
      value: '<phone>',
    });
    expect(actionSanitizer(fieldChanged({ field: 'email', value: 'anna@example.com' })).payload).toEqual({
      field: 'email',
      value: '<email>',
    });
    const country = fieldChanged({ field: 'phoneCountry', value: 'de' });
    expect(actionSanitizer(country)).toBe(country);
    const nationality = fieldChanged({ field: 'nationality', value: { code: 'DE', label: 'Germany' } });
    expect(actionSanitizer(nationality)).toBe(nationality);
  });

  it('keeps an empty value empty, so a blank field still shows', () => {
    expect(actionSanitizer(fieldChanged({ field: 'firstName', value: '' })).payload.value).toBe('');
    expect(maskGuestData({ email: null, phone: '' })).toEqual({ email: null, phone: '' });
  });

  it('masks a request payload wherever it is nested (bookingStored, RTK Query arguments)', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          endpointName: 'submitBooking',
          originalArgs: { payload, idempotencyKey: 'ab12', toEmail: 'booking@hotel.example' },
        },
        requestId: 'r1',
      },
    };
    const masked = actionSanitizer(action);
    expect(masked.meta.arg.originalArgs.payload).toEqual({
      ...payload,
      guestName: '<name>',
      phone: '<phone>',
      email: '<email>',
    });
    expect(masked.meta.arg.originalArgs.idempotencyKey).toBe('ab12');
    expect(masked.meta.requestId).toBe('r1');
    const stored = actionSanitizer(bookingStored({ bookingId: 'bk-1', payload, record })).payload;
    expect(stored.payload.guestName).toBe('<name>');
    expect([stored.record.firstName, stored.record.secondName, stored.record.email, stored.record.phoneE164]).toEqual([
      '<name>',
      '<name>',
      '<email>',
      '<phone>',
    ]);
  });

  it('masks "my requests" records and e-mail addresses or phone numbers quoted inside any text', () => {
    const records = [
      {
        bookingId: 'bk-1',
        firstName: 'Anna',
        secondName: 'Schmidt',
        email: 'anna@example.com',
        phoneE164: '+4930901820',
        guests: 2,
      },
    ];
    expect(maskGuestData({ myRequests: { records } })).toEqual({
      myRequests: {
        records: [
          {
            bookingId: 'bk-1',
            firstName: '<name>',
            secondName: '<name>',
            email: '<email>',
            phoneE164: '<phone>',
            guests: 2,
          },
        ],
      },
    });
    expect(maskGuestData({ message: 'anna@example.com is refused; call +998 90 123 45 67' })).toEqual({
      message: '<email> is refused; call <phone>',
    });
  });

  it('masks the whole store state without changing it, and leaves untouched parts as they are', () => {
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 6, checkIn: '2030-03-01', checkOut: '2030-03-03' }));
    store.dispatch(fieldChanged({ field: 'firstName', value: 'Anna' }));
    store.dispatch(fieldChanged({ field: 'phoneNumber', value: '30901820' }));
    store.dispatch(fieldChanged({ field: 'email', value: 'anna@example.com' }));
    store.dispatch(sendStarted({ newKey: 'k1' }));
    store.dispatch(bookingStored({ bookingId: 'bk-1', payload, record }));
    const state = store.getState();
    const snapshot = JSON.stringify(state);
    const masked = stateSanitizer(state);
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(masked.bookingDialog!.form).toMatchObject({
      firstName: '<name>',
      secondName: '',
      phoneNumber: '<phone>',
      email: '<email>',
      checkIn: '2030-03-01',
    });
    expect(masked.bookingDialog!.stored).toMatchObject({
      bookingId: 'bk-1',
      attemptKey: 'k1',
      payload: { guestName: '<name>', phone: '<phone>', email: '<email>' },
    });
    expect(masked.roomFilter).toBe(state.roomFilter);
    expect(JSON.stringify(masked)).not.toMatch(/Anna|Schmidt|anna@|30901820/);
    // Masking what is already masked changes nothing: a recording's states compare as they are.
    expect(stateSanitizer(masked)).toEqual(masked);
  });

  it('gives the extension both sanitizers and its own, sanitized export', () => {
    expect(devToolsOptions.actionSanitizer).toBe(actionSanitizer);
    expect(devToolsOptions.stateSanitizer).toBe(stateSanitizer);
    expect(devToolsOptions.features.export).toBe(true);
  });
});

describe('the store and the Redux DevTools extension', () => {
  it('connects with the sanitizers outside production (here: jest), through the extension RTK finds on window', () => {
    const seen: unknown[] = [];
    const win = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
    win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: unknown) => {
      seen.push(options);
      return (...enhancers: ((next: unknown) => unknown)[]) =>
        (next: unknown) =>
          enhancers.reduceRight((acc, enhancer) => enhancer(acc), next);
    };
    try {
      jest.isolateModules(() => {
        // RTK reads the extension when it loads, so the store is loaded afresh once the stand-in extension is in place.
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous load
        const { makeStore: freshStore } = require('../../src/store/store') as typeof import('../../src/store/store');
        freshStore();
      });
    } finally {
      delete win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      name: devToolsOptions.name,
      maxAge: devToolsOptions.maxAge,
      features: { export: true },
    });
    const options = seen[0] as typeof devToolsOptions;
    expect(options.actionSanitizer(fieldChanged({ field: 'email', value: 'a@b.uz' })).payload.value).toBe('<email>');
  });
});
