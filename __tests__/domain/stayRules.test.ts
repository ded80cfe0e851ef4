import { BOOKING_LIMITS } from '../../src/domain/bookingLimits';
import { validateBooking } from '../../src/domain/bookingRules';
import { addDays, nightsBetween } from '../../src/domain/dates';
import { roomsNeeded } from '../../src/domain/groups';
import { clampGuests, guestsProblem, GUESTS, isGuestCount, normaliseGuests } from '../../src/domain/guests';
import { totalPrice } from '../../src/domain/pricing';
import { findRoom } from '../../src/domain/rooms';
import {
  checkinProblem,
  checkoutProblem,
  datesInOrder,
  stayDatesProblem,
  STAY_DATES_MESSAGES,
} from '../../src/domain/stayDates';
import { ABOUT_GUEST_OPTIONS } from '../../src/features/about/AboutBookingPanel';
import { bookingTexts } from '../../src/features/booking/booking.texts';
import { emptyForm } from '../../src/features/booking/bookingDialogSlice';
import { UZ_ALERTS, validateBookingForm } from '../../src/features/booking/bookingFormCheck';
import { defaultSearch, isStayValid } from '../../src/shared/stay/bookingSearch';
import { parseStay } from '../../src/shared/stay/stay';

/*
 * The stay's rules and limits are declared once (src/domain/stayDates.ts, guests.ts and
 * BOOKING_LIMITS); these tests walk each limit and each date rule across its edges and check that
 * every place asking them — the booking request (server and dialog), the rooms page's reading of
 * a stay, the booking bar, the about panel and the texts — answers as the rule does.
 */

const TODAY = '2026-03-10';
const ROOM = findRoom(6)!;
/** The twin room: eight of them sleep two each, more than the most guests one request may name. */
const TWIN = findRoom(2)!;

/** A valid request body for these dates and guests (nights and total as the rules compute them). */
function body(checkin: unknown, checkout: unknown, guests: unknown = 2): Record<string, unknown> {
  const nights = typeof checkin === 'string' && typeof checkout === 'string' ? nightsBetween(checkin, checkout) : 1;
  return {
    roomId: ROOM.id,
    roomTitle: 'Deluxe double',
    guestName: 'Anna Schmidt',
    phone: '+4915123456789',
    email: 'anna@example.de',
    nationality: 'DE',
    checkin,
    checkout,
    nights,
    guests,
    totalPrice: totalPrice(ROOM, 'DE', nights),
    lang: 'en',
    website: '',
  };
}

/** Check-in and check-out pairs across each date rule's edge. */
function dateCases(): [unknown, unknown][] {
  const far = BOOKING_LIMITS.maxDaysAhead;
  const long = BOOKING_LIMITS.maxNights;
  const checkins: unknown[] = [
    addDays(TODAY, -1),
    TODAY,
    addDays(TODAY, 1),
    addDays(TODAY, far),
    addDays(TODAY, far + 1),
    '2026-02-30',
    'soon',
    20260310,
  ];
  const cases: [unknown, unknown][] = [];
  for (const checkin of checkins) {
    const base =
      typeof checkin === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(checkin) && checkin !== '2026-02-30' ? checkin : TODAY;
    for (const checkout of [
      addDays(base, -1),
      base,
      addDays(base, 1),
      addDays(base, long),
      addDays(base, long + 1),
      '2026-13-01',
      null,
    ]) {
      cases.push([checkin, checkout]);
    }
  }
  return cases;
}

describe('the five stay-date rules, declared once', () => {
  it.each(dateCases())(
    'a request with check-in %p and check-out %p is refused exactly as the rules say',
    (checkin, checkout) => {
      for (const allowPastCheckin of [false, true]) {
        const rule = stayDatesProblem(checkin, checkout, TODAY, allowPastCheckin);
        const checked = validateBooking(body(checkin, checkout), { today: TODAY, allowPastCheckin });
        if (rule) expect(checked).toEqual({ ok: false, problem: rule });
        else expect(checked.ok).toBe(true);
      }
    },
  );

  it('names the limits in the messages the API answers', () => {
    expect(STAY_DATES_MESSAGES.checkinTooFar).toContain(`${BOOKING_LIMITS.maxDaysAhead} days`);
    expect(STAY_DATES_MESSAGES.stayTooLong).toContain(`${BOOKING_LIMITS.maxNights} nights`);
  });

  it('the booking bar and the rooms page keep the order rule, and the rooms page the past-check-in rule', () => {
    for (const [checkin, checkout] of dateCases()) {
      if (typeof checkin !== 'string' || typeof checkout !== 'string') continue;
      const inOrder = datesInOrder(checkin, checkout);
      expect(isStayValid({ checkin, checkout, guests: 2 })).toBe(inOrder);
      // The rooms page keeps a stay the dialog will explain (too far ahead, too long), drops any other.
      const checkinRule = checkinProblem(checkin, TODAY)?.code;
      const checkoutRule = checkoutProblem(checkin, checkout)?.code;
      const kept =
        checkinRule !== 'invalid_date' &&
        checkinRule !== 'checkin_in_past' &&
        (checkoutRule === undefined || checkoutRule === 'stay_too_long');
      const read = parseStay(new URLSearchParams({ checkin, checkout }), TODAY);
      expect(read.checkin !== null).toBe(kept);
    }
  });

  it('the dialog explains each rule on its field before anything is sent', () => {
    const form = {
      ...emptyForm('de'),
      firstName: 'Anna',
      secondName: 'Schmidt',
      phoneNumber: '15123456789',
      nationality: { code: 'DE', label: 'Germany' },
      guestCount: 2,
    };
    const far = addDays(TODAY, BOOKING_LIMITS.maxDaysAhead + 1);
    expect(
      validateBookingForm(
        { ...form, checkIn: addDays(TODAY, -1), checkOut: addDays(TODAY, 1) },
        { roomId: ROOM.id, today: TODAY },
      ),
    ).toEqual({ key: 'checkinPast', field: 'checkIn' });
    expect(
      validateBookingForm({ ...form, checkIn: far, checkOut: addDays(far, 1) }, { roomId: ROOM.id, today: TODAY }),
    ).toEqual({ key: 'checkinTooFar', field: 'checkIn' });
    expect(
      validateBookingForm({ ...form, checkIn: TODAY, checkOut: TODAY }, { roomId: ROOM.id, today: TODAY }),
    ).toEqual({ key: 'nights', field: 'checkOut' });
    expect(
      validateBookingForm(
        { ...form, checkIn: TODAY, checkOut: addDays(TODAY, BOOKING_LIMITS.maxNights + 1) },
        { roomId: ROOM.id, today: TODAY },
      ),
    ).toEqual({ key: 'stayTooLong', field: 'checkOut' });
    expect(
      validateBookingForm(
        { ...form, checkIn: TODAY, checkOut: addDays(TODAY, BOOKING_LIMITS.maxNights) },
        { roomId: ROOM.id, today: TODAY },
      ),
    ).toBeNull();
  });
});

describe('the guest limits, declared once', () => {
  const counts = [
    GUESTS.min - 1,
    GUESTS.min,
    GUESTS.min + 1,
    GUESTS.searchDefault,
    GUESTS.max - 1,
    GUESTS.max,
    GUESTS.max + 1,
    2.5,
    Number.NaN,
  ];

  it('hold together: the defaults are within the limits', () => {
    expect(GUESTS.min).toBeGreaterThanOrEqual(1);
    expect(GUESTS.max).toBeGreaterThanOrEqual(GUESTS.min);
    expect(TWIN.units * TWIN.capacity).toBeGreaterThanOrEqual(GUESTS.max);
    expect(isGuestCount(GUESTS.searchDefault)).toBe(true);
    expect(isGuestCount(GUESTS.formDefault)).toBe(true);
  });

  it.each(counts)('%p guests: the server, the dialog and the rooms page agree with the limits', (guests) => {
    const allowed = isGuestCount(guests);
    // In as many twin rooms as the guests fill (groups.ts), so that only the guest limits decide.
    const units = roomsNeeded(TWIN, guests);
    const request = {
      ...body(TODAY, addDays(TODAY, 2), guests),
      roomId: TWIN.id,
      units,
      totalPrice: totalPrice(TWIN, 'DE', 2, units),
    };
    const checked = validateBooking(request, { today: TODAY });
    if (Number.isInteger(guests)) {
      expect(checked).toEqual(
        allowed ? expect.objectContaining({ ok: true }) : { ok: false, problem: guestsProblem(guests) },
      );
    } else {
      expect(checked.ok).toBe(false);
    }
    expect(parseStay(new URLSearchParams({ guests: String(guests) }), TODAY).guests).toBe(allowed ? guests : null);
    const clamped = clampGuests(guests);
    expect(isGuestCount(clamped)).toBe(true);
    if (allowed) expect(clamped).toBe(guests);
    const normalised = normaliseGuests(guests);
    expect(normalised >= GUESTS.min).toBe(true);
    if (!(guests >= GUESTS.min)) expect(normalised).toBe(GUESTS.formDefault);
  });

  it('the dialog says the request is over the limit on the guests field, and starts at its default', () => {
    const form = {
      ...emptyForm('de'),
      firstName: 'Anna',
      secondName: 'Schmidt',
      phoneNumber: '15123456789',
      nationality: { code: 'DE', label: 'Germany' },
      checkIn: TODAY,
      checkOut: addDays(TODAY, 2),
    };
    expect(emptyForm().guestCount).toBe(GUESTS.formDefault);
    // One room of the kind is what the dialog's request asks for: as many guests as it sleeps pass.
    expect(validateBookingForm({ ...form, guestCount: ROOM.capacity }, { roomId: ROOM.id, today: TODAY })).toBeNull();
    expect(validateBookingForm({ ...form, guestCount: GUESTS.max + 1 }, { roomId: ROOM.id, today: TODAY })).toEqual({
      key: 'guestsRange',
      field: 'guestCount',
    });
    expect(validateBookingForm({ ...form, guestCount: GUESTS.min - 1 })).toEqual({
      key: 'guests',
      field: 'guestCount',
    });
  });

  it('the booking bar and the about panel start from the search default, and the panel offers only counts within the limits', () => {
    expect(defaultSearch(TODAY).guests).toBe(GUESTS.searchDefault);
    expect(ABOUT_GUEST_OPTIONS).toContain(GUESTS.searchDefault);
    for (const n of ABOUT_GUEST_OPTIONS) expect(isGuestCount(n)).toBe(true);
  });
});

describe('the texts name the limits the rules hold', () => {
  it('in every language', () => {
    for (const texts of Object.values(bookingTexts)) {
      expect(texts.problems.checkinTooFar).toContain(String(BOOKING_LIMITS.maxDaysAhead));
      expect(texts.problems.stayTooLong).toContain(String(BOOKING_LIMITS.maxNights));
      expect(texts.problems.guestsRange).toContain(String(GUESTS.max));
    }
    expect(bookingTexts.UZ.problems.guests).toContain(String(GUESTS.min));
    expect(UZ_ALERTS.guests).toContain(String(GUESTS.min));
  });

  it('where a text spells a limit in words (two years ahead, at least one guest), the limit is still that', () => {
    expect(Math.round(BOOKING_LIMITS.maxDaysAhead / 365)).toBe(2);
    expect(bookingTexts.EN.problems.checkinTooFar).toContain('two years');
    expect(GUESTS.min).toBe(1);
    expect(bookingTexts.EN.problems.guests).toContain('at least one guest');
  });
});
