import { defineTexts, type Catalogue } from '../i18n';

/** What each of the 30 gallery photos shows (it follows scripts/artwork.js; change both together). */
const SUBJECTS = [
  'facadeDusk', 'twin', 'breakfast', 'peacocks', 'pool', 'suiteLiving', 'windowSunset', 'facadeDay', 'singleEvening', 'sauna',
  'triple', 'facadeNight', 'poolEvening', 'pheasants', 'breakfastSun', 'deluxe', 'windowDusk', 'lounge', 'poolDusk', 'bathroom',
  'family', 'facadeGolden', 'doves', 'entrance', 'peacockSunset', 'tripleDesk', 'desk', 'parking', 'luxuryNight', 'saunaBenches',
] as const;
type Subject = (typeof SUBJECTS)[number];

const subjectTexts = defineTexts<Record<Subject, string>>({
  UZ: {
    facadeDusk: 'Kechki shafaqda mehmonxona binosi', twin: 'Alohida karavotli standart xona', breakfast: 'Nonushta dasturxoni',
    peacocks: 'Qushlar bogʻidagi tovuslar', pool: 'Hovlidagi ochiq hovuz', suiteLiving: 'Delyuks lyuksning mehmon xonasi',
    windowSunset: 'Quyosh botayotganda derazadan manzara', facadeDay: 'Kunduzi mehmonxona binosi', singleEvening: 'Kechqurun bir kishilik standart xona',
    sauna: 'Sauna', triple: 'Uch kishilik standart xona', facadeNight: 'Tungi chiroqlardagi mehmonxona', poolEvening: 'Kechki yorugʻlikdagi hovuz',
    pheasants: 'Qushlar bogʻidagi qirgʻovullar', breakfastSun: 'Ertalabki quyoshda nonushta', deluxe: 'Delyuks lyuksning yotoq xonasi',
    windowDusk: 'Shafaq paytida derazadan manzara', lounge: 'Qabulxona yonidagi dam olish zali', poolDusk: 'Shafaqdagi hovuz',
    bathroom: 'Jakuzili hammom', family: 'Oilaviy lyuksning yotoq xonasi', facadeGolden: 'Oltin shom nurida mehmonxona',
    doves: 'Qushlar bogʻidagi kaptarlar', entrance: 'Kechqurun mehmonxona kirish qismi', peacockSunset: 'Quyosh botishida tovus',
    tripleDesk: 'Uch kishilik xonadagi ish stoli', desk: 'Yozuv stoli va chiroq', parking: 'Kechqurun hovlidagi avtoturargoh',
    luxuryNight: 'Tunda hashamatli lyuks', saunaBenches: 'Saunaning yogʻoch oʻrindiqlari',
  },
  RU: {
    facadeDusk: 'Здание отеля в сумерках', twin: 'Стандартный номер с раздельными кроватями', breakfast: 'Стол с завтраком',
    peacocks: 'Павлины в птичьем саду', pool: 'Открытый бассейн во дворе', suiteLiving: 'Гостиная люкса «Делюкс»',
    windowSunset: 'Вид из окна на закате', facadeDay: 'Здание отеля днём', singleEvening: 'Стандартный одноместный номер вечером',
    sauna: 'Сауна', triple: 'Стандартный трёхместный номер', facadeNight: 'Отель в ночных огнях', poolEvening: 'Бассейн в вечернем свете',
    pheasants: 'Фазаны в птичьем саду', breakfastSun: 'Завтрак в лучах утреннего солнца', deluxe: 'Спальня люкса «Делюкс»',
    windowDusk: 'Вид из окна в сумерках', lounge: 'Лаунж-зона у ресепшена', poolDusk: 'Бассейн в сумерках',
    bathroom: 'Ванная комната с джакузи', family: 'Спальня семейного люкса', facadeGolden: 'Отель в золотом вечернем свете',
    doves: 'Голуби в птичьем саду', entrance: 'Вход в отель вечером', peacockSunset: 'Павлин на закате',
    tripleDesk: 'Рабочий стол в трёхместном номере', desk: 'Письменный стол с лампой', parking: 'Парковка во дворе вечером',
    luxuryNight: 'Люкс «Премиум» ночью', saunaBenches: 'Деревянные полки сауны',
  },
  EN: {
    facadeDusk: 'The hotel building at dusk', twin: 'Standard Twin Room', breakfast: 'The breakfast table',
    peacocks: 'Peacocks in the bird garden', pool: 'The open-air pool in the courtyard', suiteLiving: 'Living room of the Deluxe Double Suite',
    windowSunset: 'View from a window at sunset', facadeDay: 'The hotel building by day', singleEvening: 'Standard Single Room in the evening',
    sauna: 'The sauna', triple: 'Standard Triple Room', facadeNight: 'The hotel lit up at night', poolEvening: 'The pool in evening light',
    pheasants: 'Pheasants in the bird garden', breakfastSun: 'Breakfast in the morning sun', deluxe: 'Bedroom of the Deluxe Double Suite',
    windowDusk: 'View from a window at dusk', lounge: 'The lounge by reception', poolDusk: 'The pool at dusk',
    bathroom: 'Bathroom with a jacuzzi', family: 'Bedroom of the Family Suite', facadeGolden: 'The hotel in golden evening light',
    doves: 'Doves in the bird garden', entrance: 'The hotel entrance in the evening', peacockSunset: 'A peacock at sunset',
    tripleDesk: 'Desk in the Standard Triple Room', desk: 'Writing desk and lamp', parking: 'Courtyard parking in the evening',
    luxuryNight: 'Luxury Suite at night', saunaBenches: 'Wooden sauna benches',
  },
});

/** Alt text of gallery photo n (1–30) in each language. */
export const galleryAlt: Catalogue<(n: number) => string> = {
  UZ: (n) => subjectTexts.UZ[SUBJECTS[n - 1] ?? 'facadeDay'],
  RU: (n) => subjectTexts.RU[SUBJECTS[n - 1] ?? 'facadeDay'],
  EN: (n) => subjectTexts.EN[SUBJECTS[n - 1] ?? 'facadeDay'],
};

