import { defineTexts } from '../../shared/i18n';

/**
 * The words around a stay's price in the staff console (the New booking form and a request's
 * page): the bands of nights, the rate, what the server's quote says beside the price. Prices,
 * dates and counts of nights come in already written (formatPrice, formatStay, staffTexts.nights).
 */
export const priceTexts = defineTexts({
  UZ: {
    title: 'Narx',
    bands: 'Narx kechalar boʻyicha',
    band: (stay: string, nights: string, price: string) => `${stay}: ${nights} × ${price}`,
    perRoom: 'bir xona uchun',
    total: 'Jami',
    rates: { citizen: 'Oʻzbekiston fuqarolari narxi', foreign: 'Chet ellik mehmonlar narxi' },
    eachNight: 'Har bir kecha',
    perNight: 'Bir kecha narxi',
    loading: 'Narx hisoblanmoqda…',
    failed: 'Narxni olib boʻlmadi.',
    waiting: 'Narx sanalar va xonalar soni toʻgʻri kiritilgach koʻrinadi.',
    soldOut: (dates: string) => `Bu kechalarda shu turdagi boʻsh xona yoʻq: ${dates}.`,
    minNights: (nights: string) =>
      `Saytda bu sanalarga kamida ${nights} bron qilinadi; siz bronni baribir saqlashingiz mumkin.`,
    closedToArrival: 'Saytda bu kunga kelish yopiq; siz bronni baribir saqlashingiz mumkin.',
    averaged:
      'Bu soʻrov har bir kecha narxisiz saqlangan: bir kecha narxi — jami summa kechalar va xonalar soniga boʻlingani.',
    mismatch: (sum: string) => `Kechalar boʻyicha ${sum} chiqadi — bu jami summaga mos kelmaydi.`,
  },
  RU: {
    title: 'Цена',
    bands: 'Цена по ночам',
    band: (stay: string, nights: string, price: string) => `${stay}: ${nights} × ${price}`,
    perRoom: 'за один номер',
    total: 'Итого',
    rates: { citizen: 'Цена для граждан Узбекистана', foreign: 'Цена для иностранных гостей' },
    eachNight: 'Каждая ночь',
    perNight: 'Цена за ночь',
    loading: 'Считаем цену…',
    failed: 'Не удалось получить цену.',
    waiting: 'Цена появится, когда даты и число номеров будут указаны верно.',
    soldOut: (dates: string) => `На эти ночи свободных номеров этого типа нет: ${dates}.`,
    minNights: (nights: string) =>
      `На сайте эти даты бронируют минимум на ${nights}; вы всё равно можете сохранить бронь.`,
    closedToArrival: 'На сайте заезд в этот день закрыт; вы всё равно можете сохранить бронь.',
    averaged:
      'Этот запрос сохранён без цен по ночам: цена за ночь — итоговая сумма, делённая на число ночей и номеров.',
    mismatch: (sum: string) => `По ночам выходит ${sum} — это не совпадает с итогом.`,
  },
  EN: {
    title: 'Price',
    bands: 'Price by night',
    band: (stay: string, nights: string, price: string) => `${stay}: ${nights} × ${price}`,
    perRoom: 'per room',
    total: 'Total',
    rates: { citizen: 'Price for citizens of Uzbekistan', foreign: 'Price for foreign guests' },
    eachNight: 'Each night',
    perNight: 'Price per night',
    loading: 'Working out the price…',
    failed: 'The price could not be loaded.',
    waiting: 'The price shows once the dates and the number of rooms are right.',
    soldOut: (dates: string) => `No room of this kind is free on ${dates}.`,
    minNights: (nights: string) => `On the site these dates take at least ${nights}; you may still save the booking.`,
    closedToArrival: 'Arrival on this day is closed on the site; you may still save the booking.',
    averaged:
      'This request was stored without its nightly prices: the price per night is the total divided by the nights and rooms.',
    mismatch: (sum: string) => `The nights add up to ${sum}, which is not the total.`,
  },
});

export type PriceTexts = (typeof priceTexts)['UZ'];
