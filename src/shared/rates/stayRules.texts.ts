import { defineTexts, ruPlural } from '../i18n';

/**
 * Why the owner's terms refuse a stay, under the date fields (home booking bar, about panel, room
 * page); `room`: said of the one room shown, else of every room. Dates come written out.
 */
export const stayRuleTexts = defineTexts({
  UZ: {
    minNights: (nights: number) => `Bu sanalarda eng kam qolish muddati — ${nights} kecha.`,
    closedToArrival: (date: string) => `${date} kuni kelish mumkin emas: boshqa kelish sanasini tanlang.`,
    closedNights: (dates: string, nights: number, room: boolean) =>
      `${room ? 'Bu xona' : 'Xonalar'} ${dates} ${nights === 1 ? 'kechasi' : 'kechalari'} uchun sotilmaydi.`,
    more: (n: number) => `va yana ${n} kecha`,
  },
  RU: {
    minNights: (nights: number) =>
      `На эти даты минимальный срок проживания — ${nights} ${ruPlural(nights, 'ночь', 'ночи', 'ночей')}.`,
    closedToArrival: (date: string) => `Заезд ${date} невозможен: выберите другую дату заезда.`,
    closedNights: (dates: string, nights: number, room: boolean) =>
      `${room ? 'Этот номер не продаётся' : 'Номера не продаются'} на ${nights === 1 ? 'ночь' : 'ночи'}: ${dates}.`,
    more: (n: number) => `и ещё ${n} ${ruPlural(n, 'ночь', 'ночи', 'ночей')}`,
  },
  EN: {
    minNights: (nights: number) => `On these dates the minimum stay is ${nights} ${nights === 1 ? 'night' : 'nights'}.`,
    closedToArrival: (date: string) => `Arrival is not possible on ${date}: please choose another check-in date.`,
    closedNights: (dates: string, nights: number, room: boolean) =>
      `${room ? 'This room is not sold' : 'No rooms are sold'} for the ${nights === 1 ? 'night' : 'nights'} of ${dates}.`,
    more: (n: number) => `and ${n} more ${n === 1 ? 'night' : 'nights'}`,
  },
});
