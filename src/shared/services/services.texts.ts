import { defineTexts } from '../i18n';
import { amenityScope } from '../rooms/roomCatalogue.texts';
import type { ServiceSlug } from './services';

interface ServiceSummary {
  title: string;
  description: string;
}

/** Title and one-line description of each service (the home grid and the service pages' heads). */
export const serviceSummaries = defineTexts<Record<ServiceSlug, ServiceSummary>>({
  UZ: {
    breakfast: { title: 'Nonushta', description: 'Har kuni ertalab bepul: issiq non, milliy taomlar va Yevropa nonushtasi.' },
    parking: { title: 'Avtoturargoh', description: `Hovlida kecha-kunduz qoʻriqlanadigan avtoturargoh: ${amenityScope('parking', 'UZ')} mehmonlari uchun bepul.` },
    wifi: { title: 'Wi‑Fi', description: 'Xonalar va umumiy joylarda bepul tezkor internet.' },
    sauna: { title: 'Sauna', description: `Finlyandiya saunasi va dam olish xonasi: ${amenityScope('sauna', 'UZ')} mehmonlari uchun bepul.` },
    pool: { title: 'Hovuz', description: 'Yozgi kunlarda hovlidagi salqin ochiq hovuz.' },
    birds: { title: 'Qushlar bogʻi', description: 'Tovuslar, qirgʻovullar va kaptarlar yashaydigan sokin bogʻ.' },
  },
  RU: {
    breakfast: { title: 'Завтрак', description: 'Бесплатно каждое утро: горячие лепёшки, узбекские блюда и европейский завтрак.' },
    parking: { title: 'Парковка', description: `Круглосуточно охраняемая парковка во дворе, бесплатная для гостей ${amenityScope('parking', 'RU')}.` },
    wifi: { title: 'Wi‑Fi', description: 'Бесплатный быстрый интернет в номерах и общих зонах.' },
    sauna: { title: 'Сауна', description: `Финская сауна и комната отдыха, бесплатные для гостей ${amenityScope('sauna', 'RU')}.` },
    pool: { title: 'Бассейн', description: 'Прохладный открытый бассейн во дворе в летние дни.' },
    birds: { title: 'Птичий сад', description: 'Тихий сад, где живут павлины, фазаны и голуби.' },
  },
  EN: {
    breakfast: { title: 'Breakfast', description: 'Free every morning: warm flatbread, Uzbek dishes and a European breakfast.' },
    parking: { title: 'Parking', description: `Guarded courtyard parking, day and night, free for guests of ${amenityScope('parking', 'EN')}.` },
    wifi: { title: 'Wi‑Fi', description: 'Free fast internet in the rooms and common areas.' },
    sauna: { title: 'Sauna', description: `A Finnish sauna and a relaxation room, free for guests of ${amenityScope('sauna', 'EN')}.` },
    pool: { title: 'Pool', description: 'A cool open-air pool in the courtyard on summer days.' },
    birds: { title: 'Bird garden', description: 'A quiet garden that is home to peacocks, pheasants and doves.' },
  },
});
