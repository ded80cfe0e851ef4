import { emptyForm, formUnits, type BookingForm } from '../../src/features/booking/bookingDialogSlice';
import {
  bookingPayload,
  groupFormProblem,
  phoneE164,
  problemFromCode,
  sameRequest,
  UZ_ALERTS,
  validateBookingForm,
} from '../../src/features/booking/bookingFormCheck';
import { nightsBetween } from '../../src/domain/dates';
import { isForeignGuest, nightlyPrice, totalPrice } from '../../src/domain/pricing';
import { findRoom } from '../../src/domain/rooms';

const valid: BookingForm = {
  ...emptyForm('uz'),
  firstName: 'Aziz',
  secondName: 'Karimov',
  phoneNumber: '90 123 45 67',
  nationality: { code: 'UZ', label: 'Oʻzbekiston' },
  checkIn: '2030-05-01',
  checkOut: '2030-05-03',
  guestCount: 2,
};

describe('booking form validation, in the spec order', () => {
  it('has the seven Uzbek messages of the spec verbatim, in its order', () => {
    // The spec's section 5 word for word: the expected values, not the code's own copy. (The spec
    // lives outside the repository, which a clean clone in CI may not have beside it.)
    expect(Object.entries(UZ_ALERTS)).toEqual([
      ['firstName', 'Ism majburiy.'],
      ['secondName', 'Familiya majburiy.'],
      ['phone', 'Telefon raqami majburiy.'],
      ['nationality', 'Fuqarolikni tanlang.'],
      ['dates', 'Kelish/ketish sanalarini tanlang.'],
      ['nights', "Ketish sanasi kelish sanasidan keyin bo'lishi kerak."],
      ['guests', "Mehmonlar soni 1 dan kam bo'lolmaydi."],
    ]);
  });

  it('reports the first failure in order, with trimmed values', () => {
    expect(validateBookingForm(emptyForm())?.key).toBe('firstName');
    expect(validateBookingForm({ ...valid, firstName: '   ' })?.key).toBe('firstName');
    expect(validateBookingForm({ ...valid, secondName: ' ', phoneNumber: '' })?.key).toBe('secondName');
    expect(validateBookingForm({ ...valid, phoneNumber: '  ', nationality: null })?.key).toBe('phone');
    expect(validateBookingForm({ ...valid, nationality: null, checkIn: '' })?.key).toBe('nationality');
    expect(validateBookingForm({ ...valid, checkIn: '' })).toEqual({ key: 'dates', field: 'checkIn' });
    expect(validateBookingForm({ ...valid, checkOut: '' })).toEqual({ key: 'dates', field: 'checkOut' });
    expect(validateBookingForm({ ...valid, checkOut: '2030-05-01' })?.key).toBe('nights');
    expect(validateBookingForm({ ...valid, checkOut: '2030-04-30' })?.key).toBe('nights');
    expect(validateBookingForm({ ...valid, guestCount: 0 })?.key).toBe('guests');
    expect(validateBookingForm(valid)).toBeNull();
  });

  it('beyond the spec: a phone number that cannot exist, a malformed e-mail (email stays optional)', () => {
    expect(validateBookingForm({ ...valid, phoneNumber: '12' })?.key).toBe('phoneInvalid');
    // The server's name rule, on the field it concerns (letters, spaces, hyphens, apostrophes, dots).
    expect(validateBookingForm({ ...valid, firstName: 'Aziz2' })).toEqual({ key: 'nameInvalid', field: 'firstName' });
    expect(validateBookingForm({ ...valid, secondName: 'see spam.example' })).toEqual({
      key: 'nameInvalid',
      field: 'secondName',
    });
    expect(validateBookingForm({ ...valid, firstName: 'Gʻayrat', secondName: "O'Neil-Toʻxtayev" })).toBeNull();
    expect(validateBookingForm({ ...valid, firstName: 'J.R.R.', secondName: 'Tolkien' })).toBeNull();
    expect(validateBookingForm({ ...valid, email: 'not-an-address' })?.key).toBe('emailInvalid');
    expect(validateBookingForm({ ...valid, email: '   ' })).toBeNull();
    expect(validateBookingForm({ ...valid, email: 'guest@example.com' })).toBeNull();
  });

  it('turns a national number into E.164', () => {
    expect(phoneE164('uz', '90 123 45 67')).toBe('+998901234567');
    expect(phoneE164('ru', '912 345-67-89')).toBe('+79123456789');
    expect(phoneE164('us', '(201) 555-0123')).toBe('+12015550123');
    expect(phoneE164('ru', '+7 912 345 67 89')).toBe('+79123456789');
    expect(phoneE164('uz', '123')).toBeNull();
    expect(phoneE164('uz', '')).toBeNull();
  });
});

describe('nights and the price rule (spec sections 5 and 9)', () => {
  const room1 = findRoom(1)!;
  const room6 = findRoom(6)!;

  it('counts nights as whole calendar days, 0 when invalid or not after', () => {
    expect(nightsBetween('2030-05-01', '2030-05-03')).toBe(2);
    expect(nightsBetween('2030-05-01', '2030-05-01')).toBe(0);
    expect(nightsBetween('2030-05-03', '2030-05-01')).toBe(0);
    expect(nightsBetween('', '2030-05-01')).toBe(0);
    expect(nightsBetween('2030-02-30', '2030-03-02')).toBe(0);
    // Across daylight-saving changes elsewhere in the world a night is still one night.
    expect(nightsBetween('2030-03-30', '2030-04-01')).toBe(2);
    expect(nightsBetween('2030-10-26', '2030-10-28')).toBe(2);
    expect(nightsBetween('2030-12-31', '2031-01-01')).toBe(1);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('charges foreign guests priceIntl; Uzbek citizens and guests who chose nothing pay price', () => {
    expect(isForeignGuest('UZ')).toBe(false);
    expect(isForeignGuest('uz')).toBe(false);
    expect(isForeignGuest(null)).toBe(false);
    expect(isForeignGuest('')).toBe(false);
    expect(isForeignGuest('DE')).toBe(true);
    expect(nightlyPrice(room1, 'UZ')).toBe(400000);
    expect(nightlyPrice(room1, null)).toBe(400000);
    expect(nightlyPrice(room1, 'RU')).toBe(470000);
    expect(totalPrice(room6, 'DE', 2)).toBe(2300000);
    expect(totalPrice(room1, 'UZ', 2)).toBe(800000);
    expect(totalPrice(room6, 'DE', 0)).toBe(0);
  });
});

describe('a group in the form: several rooms of one kind (src/domain/groups.ts)', () => {
  const today = '2030-04-01';
  const twin = findRoom(2)!;
  const asked = (form: BookingForm, free?: number | null) => validateBookingForm(form, { roomId: 2, today, free });

  it('takes the rooms the guests need unless the guest chose, and pays for each', () => {
    const four = { ...valid, guestCount: 4 };
    expect(formUnits(four, twin)).toBe(2);
    expect(formUnits({ ...four, units: 3 }, twin)).toBe(3);
    // Never more than the kind has: the guests then do not fit, and the check says so.
    expect(formUnits({ ...valid, guestCount: 10 }, findRoom(6)!)).toBe(2);
    expect(bookingPayload(2, four, 'en', 'Twin')).toMatchObject({
      guests: 4,
      units: 2,
      nights: 2,
      totalPrice: 1_920_000,
    });
    expect(bookingPayload(2, valid, 'en', 'Twin')).not.toHaveProperty('units');
    expect(asked(four)).toBeNull();
    expect(asked({ ...four, units: 3 })).toBeNull();
  });

  it('refuses more guests than the rooms take on the guests field, a count the kind does not have on the rooms field', () => {
    expect(asked({ ...valid, guestCount: 5, units: 2 })).toEqual({ key: 'tooManyGuests', field: 'guestCount' });
    expect(asked({ ...valid, guestCount: 3, units: 1 })).toEqual({ key: 'tooManyGuests', field: 'guestCount' });
    expect(validateBookingForm({ ...valid, guestCount: 6 }, { roomId: 6, today })).toEqual({
      key: 'tooManyGuests',
      field: 'guestCount',
    });
    expect(asked({ ...valid, units: twin.units + 1 })).toEqual({ key: 'unitsRange', field: 'units' });
    // Guests 1..10 first: eleven is the request's limit, not the rooms'.
    expect(asked({ ...valid, guestCount: 11 })).toEqual({ key: 'guestsRange', field: 'guestCount' });
  });

  it('refuses more rooms than are free for the stay once known; none free is sold out', () => {
    const six = { ...valid, guestCount: 6 };
    expect(asked(six, null)).toBeNull();
    expect(asked(six, 3)).toBeNull();
    expect(asked(six, 2)).toEqual({ key: 'unitsNotFree', field: 'units' });
    expect(asked(valid, 0)).toEqual({ key: 'soldOut', field: 'checkIn' });
    expect(groupFormProblem({ guestCount: 4, units: 2 }, twin, 2)).toBeNull();
  });

  it("maps the server's group refusals to the same problems", () => {
    expect(problemFromCode('too_many_guests', 'guests')).toEqual({ key: 'tooManyGuests', field: 'guestCount' });
    expect(problemFromCode('units_out_of_range', 'units')).toEqual({ key: 'unitsRange', field: 'units' });
  });

  it('a retried request is the same only with the same rooms', () => {
    const one = bookingPayload(2, { ...valid, guestCount: 2 }, 'en', 'Twin')!;
    const two = bookingPayload(2, { ...valid, guestCount: 2, units: 2 }, 'en', 'Twin')!;
    expect(sameRequest(one, { ...one, units: 1 })).toBe(true);
    expect(sameRequest(one, two)).toBe(false);
  });
});
