import type { Room } from './rooms';

/** Whether the guest pays the foreign guests' price: a nationality is chosen and it is not UZ. */
export function isForeignGuest(nationality: string | null | undefined): boolean {
  return typeof nationality === 'string' && nationality.trim() !== '' && nationality.trim().toUpperCase() !== 'UZ';
}

/** The price per night this guest pays for the room (spec section 9). */
export function nightlyPrice(room: Pick<Room, 'price' | 'priceIntl'>, nationality: string | null | undefined): number {
  return isForeignGuest(nationality) ? room.priceIntl : room.price;
}

/** Total price of the stay: nights times the guest's nightly price, times the rooms taken (groups). */
export function totalPrice(
  room: Pick<Room, 'price' | 'priceIntl'>,
  nationality: string | null | undefined,
  nights: number,
  units = 1,
): number {
  return nights > 0 ? nights * nightlyPrice(room, nationality) * units : 0;
}
