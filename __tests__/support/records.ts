import type { LocalBookingRecord } from '../../src/shared/myRequests/bookingRecords';

/** A request as "My requests" keeps it on the device: a family suite for two nights, unless told otherwise. */
export function requestRecord(bookingId: string, overrides: Partial<LocalBookingRecord> = {}): LocalBookingRecord {
  return {
    bookingId,
    roomId: 4,
    roomTitle: 'Family Suite',
    pricePerNight: 720000,
    firstName: 'Anna',
    secondName: 'Schmidt',
    email: null,
    nationality: { code: 'UZ', label: 'Uzbekistan' },
    phoneE164: '+998901234567',
    dates: { checkIn: '2030-03-01', checkOut: '2030-03-03', nights: 2 },
    guests: 2,
    totalPrice: 1440000,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}
