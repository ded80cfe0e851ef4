import { HOTEL, yearsOpen } from '../../domain/hotel';
import { defineTexts, ruPlural } from '../../shared/i18n';
import { amenityScope } from '../../shared/rooms/roomCatalogue.texts';
import { paidExtrasSentence } from '../../shared/services/paidExtras.texts';
import { policyTexts } from '../../shared/rates/policy.texts';

export type AboutFactKey = 'since' | 'reception' | 'centre' | 'cancel';

interface AboutFact {
  key: AboutFactKey;
  title: string;
  text: string;
}

// The hotel's age, from its opening year: the texts never go stale.
const years = yearsOpen();

export const aboutTexts = defineTexts({
  UZ: {
    title: 'Mehmonxona haqida',
    lead: 'Gulshan Hotel — Namangan shahar markazidagi zamonaviy va qulay mehmonxona. Biz har bir mehmon oʻzini uyidagidek his qilishini istaymiz.',
    storyTitle: '2007-yildan beri mehmonlarni kutib olamiz',
    story: [
      'Mehmonxonamiz 2007-yildan buyon ishlab kelmoqda. Shu yillar davomida bizda ish safaridagi mutaxassislar, oilalar, toʻy mehmonlari va Fargʻona vodiysini koʻrgani kelgan sayyohlar qoʻnim topdi.',
      'Biz uchun eng muhimi — samimiy mehmondoʻstlik: toza va shinam xonalar, ertalabki mazali nonushta va har doim yordam berishga tayyor xodimlar. Koʻp mehmonlarimiz qayta-qayta qaytib kelishadi — bu biz uchun eng yaxshi baho.',
    ],
    factsTitle: 'Qisqacha',
    facts: [
      { key: 'since', title: `${HOTEL.since}-yildan beri`, text: `Namanganda ${years} yildan beri mehmonlarni kutib olamiz.` },
      { key: 'reception', title: 'Qabulxona 24/7', text: 'Kechasi kelsangiz ham, sizni kutib olamiz va joylashtiramiz.' },
      { key: 'centre', title: 'Shahar markazida', text: 'Bogʻ, bozor, restoranlar va muzeylar piyoda masofada.' },
      // Shown as the owner's policy says (src/shared/rates/policy.ts); these are its words with none set.
      { key: 'cancel', title: policyTexts.UZ.freeTitle, text: policyTexts.UZ.beforeArrival },
    ] satisfies AboutFact[],
    includedTitle: 'Narxga kiritilgan',
    includedText: `Nonushta va Wi‑Fi barcha mehmonlarimiz uchun bepul. Avtoturargoh ${amenityScope('parking', 'UZ')} mehmonlari uchun bepul. Sauna ${amenityScope('sauna', 'UZ')} mehmonlari uchun bepul. ${paidExtrasSentence('UZ')}`,
    free: 'bepul',
    freeWith: (count: number, total: number) => `bepul · ${total} xil xonadan ${count} tasida`,
    locationTitle: 'Shahar qalbida',
    location: 'Mehmonxona Namangan markazida, shahar bogʻi yonida joylashgan. Piyoda sayr qilib, bozor, choyxonalar va diqqatga sazovor joylarga yetib borasiz; vokzal va aeroportga esa taksida tez yetib olasiz.',
    photosLabel: 'Mehmonxona suratlari',
    photos: ['Kunduzi mehmonxona binosi', 'Qabulxona yonidagi dam olish zali', 'Qushlar bogʻidagi kaptarlar', 'Nonushta dasturxoni'],
    panel: {
      title: 'Sanalarni tanlang',
      text: 'Kelish va ketish sanalari hamda mehmonlar sonini tanlang — sizga mos xonalarni koʻrsatamiz.',
      guests: 'Mehmonlar soni',
      fourPlus: '4 va undan koʻp mehmon',
    },
  },
  RU: {
    title: 'Об отеле',
    lead: 'Gulshan Hotel — современный и комфортный отель в центре Намангана. Мы хотим, чтобы каждый гость чувствовал себя как дома.',
    storyTitle: 'Принимаем гостей с 2007 года',
    story: [
      'Отель работает с 2007 года. За эти годы у нас останавливались специалисты в командировках, семьи, гости свадеб и путешественники, приехавшие посмотреть Ферганскую долину.',
      'Для нас главное — искреннее гостеприимство: чистые уютные номера, вкусный завтрак по утрам и внимательный персонал, который всегда готов помочь. Многие гости возвращаются к нам снова — это лучшая оценка нашей работы.',
    ],
    factsTitle: 'Коротко',
    facts: [
      { key: 'since', title: `С ${HOTEL.since} года`, text: `${years} ${ruPlural(years, 'год', 'года', 'лет')} гостеприимства в Намангане.` },
      { key: 'reception', title: 'Ресепшен 24/7', text: 'Встретим и заселим, даже если вы приедете ночью.' },
      { key: 'centre', title: 'В центре города', text: 'Парк, базар, рестораны и музеи — в шаговой доступности.' },
      // Shown as the owner's policy says (src/shared/rates/policy.ts); these are its words with none set.
      { key: 'cancel', title: policyTexts.RU.freeTitle, text: policyTexts.RU.beforeArrival },
    ],
    includedTitle: 'Уже включено',
    includedText: `Завтрак и Wi‑Fi бесплатны для всех гостей. Парковка бесплатна для гостей ${amenityScope('parking', 'RU')}. Сауна бесплатна для гостей ${amenityScope('sauna', 'RU')}. ${paidExtrasSentence('RU')}`,
    free: 'бесплатно',
    freeWith: (count: number, total: number) => `бесплатно · ${count} из ${total} ${ruPlural(total, 'категории', 'категорий', 'категорий')} номеров`,
    locationTitle: 'В самом сердце города',
    location: 'Отель находится в центре Намангана, рядом с городским парком. Пешком можно дойти до базара, чайхан и достопримечательностей, а до вокзала и аэропорта быстро довезёт такси.',
    photosLabel: 'Фотографии отеля',
    photos: ['Здание отеля днём', 'Лаунж-зона у ресепшена', 'Голуби в птичьем саду', 'Стол с завтраком'],
    panel: {
      title: 'Выберите даты',
      text: 'Укажите даты заезда и выезда и количество гостей — мы покажем подходящие номера.',
      guests: 'Количество гостей',
      fourPlus: '4 гостя и больше',
    },
  },
  EN: {
    title: 'About the Hotel',
    lead: 'Gulshan Hotel is a modern, comfortable hotel in the centre of Namangan. We want every guest to feel at home.',
    storyTitle: 'Welcoming guests since 2007',
    story: [
      'The hotel has been open since 2007. Over the years we have hosted professionals on business trips, families, wedding guests and travellers who came to see the Fergana Valley.',
      'What matters most to us is genuine hospitality: clean, cosy rooms, a good breakfast every morning and a team that is always glad to help. Many guests come back again and again — the best praise we could ask for.',
    ],
    factsTitle: 'At a glance',
    facts: [
      { key: 'since', title: `Since ${HOTEL.since}`, text: `${years} years of hospitality in Namangan.` },
      { key: 'reception', title: '24/7 reception', text: 'We welcome you and check you in even if you arrive at night.' },
      { key: 'centre', title: 'In the city centre', text: 'The park, the bazaar, restaurants and museums within walking distance.' },
      // Shown as the owner's policy says (src/shared/rates/policy.ts); these are its words with none set.
      { key: 'cancel', title: policyTexts.EN.freeTitle, text: policyTexts.EN.beforeArrival },
    ],
    includedTitle: 'Included in your stay',
    includedText: `Breakfast and Wi‑Fi are free for every guest. Parking is free for guests of ${amenityScope('parking', 'EN')}. The sauna is free for guests of ${amenityScope('sauna', 'EN')}. ${paidExtrasSentence('EN')}`,
    free: 'free',
    freeWith: (count: number, total: number) => `free · ${count} of ${total} kinds of room`,
    locationTitle: 'In the heart of the city',
    location: 'The hotel stands in the centre of Namangan, next to the city park. The bazaar, teahouses and sights are a short walk away, and a taxi gets you to the station or the airport quickly.',
    photosLabel: 'Photos of the hotel',
    photos: ['The hotel building by day', 'The lounge by reception', 'Doves in the bird garden', 'The breakfast table'],
    panel: {
      title: 'Choose your dates',
      text: 'Pick your check-in and check-out dates and the number of guests, and we will show you the rooms that fit.',
      guests: 'Number of guests',
      fourPlus: '4 or more guests',
    },
  },
});
