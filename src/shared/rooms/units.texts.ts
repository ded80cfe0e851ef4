import { defineTexts, ruPlural } from '../i18n';

/**
 * Rooms of one kind a request takes (groups, src/domain/groups.ts), as the booking dialog, the
 * rooms pages and "My requests" say it: "2 rooms", "2 rooms for 4 guests". In Russian a hotel
 * room is a номер (комната is a room inside a suite: roomFactTexts.rooms).
 */
export const unitTexts = defineTexts({
  UZ: {
    count: (n: number) => `${n} ta xona`,
    forGuests: (n: number, guests: number) => `${guests} mehmon uchun ${n} ta xona`,
    /** The kind's rooms take only `count` of the group's `guests`. */
    forSomeGuests: (n: number, count: number, guests: number) => `${guests} mehmondan ${count} tasi uchun ${n} ta xona`,
  },
  RU: {
    count: (n: number) => `${n} ${ruPlural(n, 'номер', 'номера', 'номеров')}`,
    forGuests: (n: number, guests: number) => `${n} ${ruPlural(n, 'номер', 'номера', 'номеров')} для ${guests} ${ruPlural(guests, 'гостя', 'гостей', 'гостей')}`,
    forSomeGuests: (n: number, count: number, guests: number) =>
      `${n} ${ruPlural(n, 'номер', 'номера', 'номеров')} для ${count} из ${guests} ${ruPlural(guests, 'гостя', 'гостей', 'гостей')}`,
  },
  EN: {
    count: (n: number) => `${n} ${n === 1 ? 'room' : 'rooms'}`,
    forGuests: (n: number, guests: number) => `${n} ${n === 1 ? 'room' : 'rooms'} for ${guests} ${guests === 1 ? 'guest' : 'guests'}`,
    forSomeGuests: (n: number, count: number, guests: number) => `${n} ${n === 1 ? 'room' : 'rooms'} for ${count} of your ${guests} guests`,
  },
});
