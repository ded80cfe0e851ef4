import { defineTexts } from '../i18n';
import { policyTexts } from '../rates/policy.texts';
import { amenityShare } from '../rooms/roomCatalogue.texts';

/** The hotel's highlights: the home page's offers block; the free services' names in titles (serviceHeading). */
export const offerTexts = defineTexts({
  UZ: {
    title: 'Nega aynan biz',
    lead: 'Mehmonlarimiz qayta-qayta qaytib kelishining sabablari.',
    items: [
      { key: 'since', title: '2007-yildan beri', text: 'Namanganda koʻp yillik mehmondoʻstlik tajribasi.' },
      { key: 'reception', title: 'Qabulxona 24/7', text: 'Kechasi kelsangiz ham, sizni kutib olamiz.' },
      { key: 'breakfast', title: 'Bepul nonushta', text: 'Har kuni ertalab milliy va Yevropa taomlari.' },
      { key: 'parking', title: 'Bepul avtoturargoh', text: `Hovlidagi qoʻriqlanadigan avtoturargoh — ${amenityShare('parking', 'UZ')} mehmonlari uchun.` },
      { key: 'sauna', title: 'Bepul sauna', text: `Uzoq yoʻldan keyin bugʻ va hordiq — ${amenityShare('sauna', 'UZ')} mehmonlari uchun.` },
      { key: 'wifi', title: 'Bepul Wi‑Fi', text: 'Butun binoda tez internet.' },
      // Shown as the owner's policy says (src/shared/rates/policy.ts); these are its words with none set.
      { key: 'cancel', title: policyTexts.UZ.freeTitle, text: policyTexts.UZ.beforeArrival },
      { key: 'centre', title: 'Shahar markazida', text: 'Bogʻ, bozor va restoranlar piyoda masofada.' },
    ],
  },
  RU: {
    title: 'Почему выбирают нас',
    lead: 'За что гости возвращаются к нам снова и снова.',
    items: [
      { key: 'since', title: 'С 2007 года', text: 'Многолетние традиции гостеприимства в Намангане.' },
      { key: 'reception', title: 'Ресепшен 24/7', text: 'Встретим, даже если вы приедете ночью.' },
      { key: 'breakfast', title: 'Бесплатный завтрак', text: 'Каждое утро — узбекская и европейская кухня.' },
      { key: 'parking', title: 'Бесплатная парковка', text: `Охраняемая парковка во дворе — для гостей ${amenityShare('parking', 'RU')}.` },
      { key: 'sauna', title: 'Бесплатная сауна', text: `Пар и отдых после долгой дороги — для гостей ${amenityShare('sauna', 'RU')}.` },
      { key: 'wifi', title: 'Бесплатный Wi‑Fi', text: 'Быстрый интернет во всём здании.' },
      // Shown as the owner's policy says (src/shared/rates/policy.ts); these are its words with none set.
      { key: 'cancel', title: policyTexts.RU.freeTitle, text: policyTexts.RU.beforeArrival },
      { key: 'centre', title: 'В центре города', text: 'Парк, базар и рестораны — в шаговой доступности.' },
    ],
  },
  EN: {
    title: 'Why guests choose us',
    lead: 'The reasons our guests keep coming back.',
    items: [
      { key: 'since', title: 'Since 2007', text: 'Years of hospitality in the heart of Namangan.' },
      { key: 'reception', title: '24/7 reception', text: 'We welcome you even if you arrive at night.' },
      { key: 'breakfast', title: 'Free breakfast', text: 'Uzbek and European dishes every morning.' },
      { key: 'parking', title: 'Free parking', text: `A guarded car park in the courtyard, free with ${amenityShare('parking', 'EN')}.` },
      { key: 'sauna', title: 'Free sauna', text: `Steam and rest after a long journey, free with ${amenityShare('sauna', 'EN')}.` },
      { key: 'wifi', title: 'Free Wi‑Fi', text: 'Fast internet throughout the building.' },
      // Shown as the owner's policy says (src/shared/rates/policy.ts); these are its words with none set.
      { key: 'cancel', title: policyTexts.EN.freeTitle, text: policyTexts.EN.beforeArrival },
      { key: 'centre', title: 'In the city centre', text: 'The park, the bazaar and restaurants within walking distance.' },
    ],
  },
});
