/**
 * The dialog's form check gives the server's answer on the names and nationalities the server
 * refuses as not real data: each refusal the server would make is shown on its field, with the dialog's
 * own message, before any request is sent; and what the dialog offers the server takes.
 */
import { emptyForm, type BookingForm } from '../../src/features/booking/bookingDialogSlice';
import { bookingPayload, problemFromCode, validateBookingForm } from '../../src/features/booking/bookingFormCheck';
import { countryOptions } from '../../src/features/booking/countries';
import { validateBooking } from '../../src/domain/bookingRules';

const valid: BookingForm = {
  ...emptyForm('uz'),
  firstName: 'Aziz',
  secondName: 'Karimov',
  phoneNumber: '90 123 45 67',
  nationality: { code: 'UZ', label: 'Oʻzbekiston' },
  checkIn: '2030-05-01',
  checkOut: '2030-05-03',
  guestCount: 1,
};
const TODAY = '2030-04-01';

const BAD_NAMES = [
  '\u3164',
  '\u115f\u1160',
  '\uffa0',
  '\u0301\u0301',
  'Aq\u0301\u0302\u0303\u0304',
  'Az\u200biz',
  'Az\u00adiz',
  'Az\ufeffiz',
  'Aziz\ufe0f',
  'Aziz\ud800',
  'Az\u{e0041}iz',
];

describe('the dialog and the server agree on names', () => {
  it.each(BAD_NAMES.map((name) => [JSON.stringify(name), name]))(
    '%s: refused by both, shown as the name problem on its field',
    (_label, name) => {
      expect(validateBookingForm({ ...valid, firstName: name })).toEqual({ key: 'nameInvalid', field: 'firstName' });
      expect(validateBookingForm({ ...valid, secondName: name })).toEqual({ key: 'nameInvalid', field: 'secondName' });
      // What the server answers for the same values maps to the same message.
      const payload = bookingPayload(1, { ...valid, secondName: name }, 'en', 'Standard single');
      const server = validateBooking(payload, { today: TODAY });
      expect(server.ok).toBe(false);
      if (server.ok) return;
      expect(server.problem.field).toBe('guestName');
      expect(problemFromCode(server.problem.code, server.problem.field).key).toBe('nameInvalid');
    },
  );

  it('a name with accents written as separate marks is fine on both sides', () => {
    const form = { ...valid, firstName: 'Jose\u0301', secondName: 'Nun\u0303ez' };
    expect(validateBookingForm(form, { roomId: 1, today: TODAY })).toBeNull();
    const server = validateBooking(bookingPayload(1, form, 'en', 'Standard single'), { today: TODAY });
    expect(server.ok && server.value.guestName).toBe('Jos\u00e9 Nu\u00f1ez');
  });
});

describe('the dialog and the server agree on nationalities', () => {
  it('every country the dialog offers is one the server takes', () => {
    for (const option of countryOptions('EN')) {
      const form = { ...valid, nationality: { code: option.value, label: option.label } };
      expect([option.value, validateBookingForm(form, { roomId: 1, today: TODAY })]).toEqual([option.value, null]);
    }
  });

  it('maps the server’s invalid_nationality to the nationality field', () => {
    expect(problemFromCode('invalid_nationality', 'nationality')).toEqual({ key: 'nationality', field: 'nationality' });
  });
});
