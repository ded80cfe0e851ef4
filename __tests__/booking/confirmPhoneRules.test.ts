import { makeStore } from '../../src/store/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import {
  fieldChanged,
  selectBookingForm,
  selectBookingProblem,
  selectBookingStatus,
} from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { bookingTexts } from '../../src/features/booking/booking.texts';
import { confirmBooking } from '../../src/features/booking/confirmBooking';
import { problemMessage } from '../../src/features/booking/problemMessage';
import { findRoom } from '../../src/domain/rooms';

// The phone rules' chunk cannot be fetched (the network dropped while the dialog was open).
jest.mock('../../src/features/booking/phoneRules', () => {
  throw new Error('Loading chunk phone failed.');
});

describe('confirmBooking when the phone rules cannot load', () => {
  it("alerts section 8's error, sends nothing and leaves the dialog open with every value", async () => {
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const store = makeStore();
    const checkIn = addDays(todayInHotel(), 5);
    store.dispatch(bookingOpened({ roomId: 6, checkIn, checkOut: addDays(checkIn, 2), phoneCountry: 'de' }));
    store.dispatch(fieldChanged({ field: 'phoneNumber', value: '030 901820' }));
    const outcome = await store.dispatch(
      confirmBooking({
        lang: 'en',
        roomTitle: 'Deluxe Double Suite',
        problemText: (key) => problemMessage(bookingTexts.EN, key, { units: 1, room: findRoom(6)!, free: null }),
        storedText: bookingTexts.EN.storedNotice,
      }),
    );
    expect(outcome).toEqual({ kind: 'failed', problem: { key: 'error' } });
    expect(alertSpy).toHaveBeenCalledWith('An error occurred. Please try again later.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(selectBookingStatus(store.getState())).toBe('open');
    expect(selectBookingProblem(store.getState())).toEqual({ key: 'error' });
    expect(selectBookingForm(store.getState()).phoneNumber).toBe('030 901820');
    alertSpy.mockRestore();
    errorSpy.mockRestore();
    fetchSpy.mockRestore();
  });
});
