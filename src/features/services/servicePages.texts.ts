import { defineTexts } from '../../shared/i18n';
import { amenityScope } from '../../shared/rooms/roomCatalogue.texts';
import type { ServiceSlug } from '../../shared/services/services';

/** A service page with a collage of three photos, a lead and bullets. */
export interface ListServiceCopy {
  lead: string;
  bullets: string[];
  /** Alt texts of the collage photos services/{slug}-1..3. */
  photos: [string, string, string];
}

/** The Wi‑Fi page: paragraphs and one photo (services/wifi-1). */
export interface TextServiceCopy {
  lead: string;
  paragraphs: string[];
  photo: string;
}

export type ServicePagesCopy = Record<Exclude<ServiceSlug, 'wifi'>, ListServiceCopy> & { wifi: TextServiceCopy };

/** The full content of the six service pages (titles come from serviceSummaries). */
export const servicePageTexts = defineTexts<ServicePagesCopy>({
  UZ: {
    breakfast: {
      lead: 'Kuningizni mazali nonushta bilan boshlang. Nonushta barcha mehmonlarimiz uchun bepul va har kuni ertalab yangidan tayyorlanadi: tandirdan uzilgan issiq non, milliy taomlar va Yevropa taomlari.',
      bullets: [
        'Har kuni ertalab bepul — nonushta xona narxiga kiritilgan',
        'Issiq non, qaymoq, asal va uyda tayyorlangan murabbolar',
        'Milliy taomlar hamda tuxum, pishloq va kolbasali Yevropa nonushtasi',
        'Mavsumiy meva va sabzavotlar, koʻk choy va qahva',
        'Parhez taom kerak boʻlsa, bir kun oldin qabulxonaga ayting',
      ],
      photos: ['Kunduzgi nonushta dasturxoni', 'Ertalabki quyosh nurida nonushta', 'Non, choy va shirinliklar yaqindan'],
    },
    parking: {
      lead: `Mashinangiz bilan kelsangiz, joy qidirib ovora boʻlmaysiz: mehmonxona hovlisida kecha-kunduz qoʻriqlanadigan avtoturargoh bor. U ${amenityScope('parking', 'UZ')} mehmonlari uchun bepul.`,
      bullets: [
        'Joyni oldindan band qilish shart emas',
        'Yopiq hovlida, mehmonxona kirish qismining yonida',
        'Kecha-kunduz qoʻriqlanadi va yoritiladi',
        'Qabulxona 24/7 ishlaydi: tunda kelsangiz ham darvoza ochiladi',
        'Yuklaringizni xonagacha olib chiqishga yordam beramiz',
      ],
      photos: ['Kunduzi hovlidagi avtoturargoh', 'Shafaq paytidagi avtoturargoh', 'Tungi chiroqlar ostidagi avtoturargoh'],
    },
    wifi: {
      lead: 'Mehmonxonaning barcha xonalari va umumiy joylarida tezkor Wi‑Fi bepul ishlaydi.',
      paragraphs: [
        'Ish safarida boʻlsangiz yoki yaqinlaringiz bilan videoqoʻngʻiroqda gaplashmoqchi boʻlsangiz ham, internet sizni kuttirmaydi. Tarmoq xonalarda, qabulxonada, dam olish zalida va hovlida ishlaydi.',
        'Ulanish bepul va cheklanmagan: tarmoq nomi va parolni roʻyxatdan oʻtayotganda qabulxonada beramiz. Bir vaqtning oʻzida telefon, noutbuk va planshetni ulashingiz mumkin.',
        'Ulanishda muammo boʻlsa, qabulxonaga qoʻngʻiroq qiling — xodimlarimiz kecha-kunduz yordam berishga tayyor.',
      ],
      photo: 'Qabulxona yonidagi dam olish zali',
    },
    sauna: {
      lead: `Uzoq yoʻldan yoki shahar boʻylab sayrdan keyin saunada hordiq chiqaring. Finlyandiya saunasi va dam olish xonasi ${amenityScope('sauna', 'UZ')} mehmonlari uchun bepul.`,
      bullets: [
        'Yogʻoch oʻrindiqli issiq Finlyandiya saunasi',
        'Dush va salqin dam olish xonasi',
        'Sochiq va choyshablar beriladi',
        'Qulay vaqtni qabulxonada band qiling — sauna faqat sizniki boʻladi',
      ],
      photos: ['Issiq sauna', 'Saunaning ichki koʻrinishi', 'Saunaning yogʻoch oʻrindiqlari'],
    },
    pool: {
      lead: 'Yozning issiq kunlarida hovlidagi ochiq hovuzda salqinlang. Hovuz atrofida quyosh ostida yoki soyada dam olish uchun joylar bor.',
      bullets: [
        'Hovlidagi toza, salqin ochiq hovuz',
        'Iliq mavsumda ishlaydi',
        'Hovuz boʻyida shezlonglar va soyabonlar',
        'Sochiqlarni qabulxonadan olishingiz mumkin',
        'Bolalar hovuzda faqat kattalar nazorati ostida choʻmiladi',
      ],
      photos: ['Kunduzi hovlidagi ochiq hovuz', 'Kechki yorugʻlikdagi hovuz', 'Shafaq paytidagi hovuz'],
    },
    birds: {
      lead: 'Mehmonxonamiz hovlisida sokin qushlar bogʻi bor. Bu yerda tovuslar, qirgʻovullar va kaptarlar yashaydi — ertalabki choy yoki kechki sayr uchun yoqimli maskan.',
      bullets: [
        'Dumini yoyib turgan tovuslar',
        'Rang-barang qirgʻovullar va oq kaptarlar',
        'Soyali yoʻlkalar va oʻtirib dam oladigan joylar',
        'Bolalar uchun qiziqarli: qushlarni yaqindan koʻrish mumkin',
        'Iltimos, qushlarni boqmang — ular uchun maxsus parvarish qilinadi',
      ],
      photos: ['Qushlar bogʻidagi tovuslar', 'Oltin shom nurida qirgʻovullar', 'Bogʻdagi kaptarlar'],
    },
  },
  RU: {
    breakfast: {
      lead: 'Начните день с вкусного завтрака. Он бесплатен для всех гостей и готовится каждое утро заново: горячие лепёшки из тандыра, узбекские блюда и европейский стол.',
      bullets: [
        'Бесплатно каждое утро — завтрак уже включён в стоимость номера',
        'Горячие лепёшки, каймак, мёд и домашнее варенье',
        'Узбекские блюда и европейский завтрак: яйца, сыр, колбасы',
        'Сезонные фрукты и овощи, зелёный чай и кофе',
        'Нужно диетическое меню — предупредите ресепшен накануне',
      ],
      photos: ['Стол с завтраком днём', 'Завтрак в лучах утреннего солнца', 'Лепёшки, чай и сладости крупным планом'],
    },
    parking: {
      lead: `Приезжаете на машине — не придётся искать, где её оставить: во дворе отеля есть круглосуточно охраняемая парковка. Она бесплатна для гостей ${amenityScope('parking', 'RU')}.`,
      bullets: [
        'Бронировать место заранее не нужно',
        'В закрытом дворе, рядом со входом в отель',
        'Круглосуточная охрана и освещение',
        'Ресепшен работает 24/7: ворота откроют, даже если вы приедете ночью',
        'Поможем донести багаж до номера',
      ],
      photos: ['Парковка во дворе днём', 'Парковка в сумерках', 'Парковка в ночных огнях'],
    },
    wifi: {
      lead: 'Быстрый Wi‑Fi бесплатно работает во всех номерах и общих зонах отеля.',
      paragraphs: [
        'В командировке или на отдыхе, для работы или видеозвонка домой — интернет не заставит ждать. Сеть доступна в номерах, на ресепшене, в лаунж-зоне и во дворе.',
        'Подключение бесплатное и без ограничений: название сети и пароль мы выдаём при заселении. Можно одновременно подключить телефон, ноутбук и планшет.',
        'Если что-то не работает, позвоните на ресепшен — мы на связи круглосуточно и быстро поможем.',
      ],
      photo: 'Лаунж-зона у ресепшена',
    },
    sauna: {
      lead: `Отдохните в сауне после долгой дороги или прогулки по городу. Финская сауна и комната отдыха бесплатны для гостей ${amenityScope('sauna', 'RU')}.`,
      bullets: [
        'Жаркая финская сауна с деревянными полками',
        'Душ и прохладная комната отдыха',
        'Полотенца и простыни предоставляются',
        'Забронируйте удобное время на ресепшене — сауна будет только вашей',
      ],
      photos: ['Жаркая сауна', 'Сауна изнутри', 'Деревянные полки сауны'],
    },
    pool: {
      lead: 'В жаркие летние дни освежитесь в открытом бассейне во дворе. Вокруг есть места, чтобы отдохнуть на солнце или в тени.',
      bullets: [
        'Чистый прохладный бассейн под открытым небом',
        'Работает в тёплый сезон',
        'Шезлонги и зонты у воды',
        'Полотенца можно взять на ресепшене',
        'Дети купаются только под присмотром взрослых',
      ],
      photos: ['Открытый бассейн во дворе днём', 'Бассейн в вечернем свете', 'Бассейн в сумерках'],
    },
    birds: {
      lead: 'Во дворе отеля есть тихий птичий сад. Здесь живут павлины, фазаны и голуби — приятное место для утреннего чая или вечерней прогулки.',
      bullets: [
        'Павлины, распускающие хвост',
        'Пёстрые фазаны и белые голуби',
        'Тенистые дорожки и скамейки',
        'Детям интересно: птиц можно рассмотреть совсем близко',
        'Пожалуйста, не кормите птиц — о них заботятся по особому рациону',
      ],
      photos: ['Павлины в птичьем саду', 'Фазаны в золотом вечернем свете', 'Голуби в саду'],
    },
  },
  EN: {
    breakfast: {
      lead: 'Start the day with a proper breakfast. It is free for every guest and made fresh each morning: warm flatbread from the tandoor, Uzbek dishes and a European spread.',
      bullets: [
        'Free every morning — breakfast is included in your room rate',
        'Warm flatbread, qaymoq cream, honey and homemade jams',
        'Uzbek dishes alongside eggs, cheese and cold cuts',
        'Seasonal fruit and vegetables, green tea and coffee',
        'Need a special diet? Tell reception the day before',
      ],
      photos: ['The breakfast table by day', 'Breakfast in the morning sun', 'Bread, tea and sweets up close'],
    },
    parking: {
      lead: `Arriving by car? No need to hunt for a space: the hotel courtyard has a car park guarded around the clock. It is free for guests of ${amenityScope('parking', 'EN')}.`,
      bullets: [
        'No need to reserve a space',
        'In the enclosed courtyard, next to the hotel entrance',
        'Guarded and lit day and night',
        'Reception is open 24/7, so the gate opens even if you arrive at night',
        'We are happy to help carry your luggage to your room',
      ],
      photos: ['Courtyard parking by day', 'The car park at dusk', 'The car park under the lights at night'],
    },
    wifi: {
      lead: 'Fast Wi‑Fi is free in every room and throughout the common areas of the hotel.',
      paragraphs: [
        'Whether you are here on business or calling home on video, the connection keeps up. The network covers the rooms, reception, the lounge and the courtyard.',
        'Access is free and unlimited: you get the network name and password at check-in. Connect your phone, laptop and tablet at the same time.',
        'If anything does not work, call reception — we are there around the clock and glad to help.',
      ],
      photo: 'The lounge by reception',
    },
    sauna: {
      lead: `Unwind in the sauna after a long journey or a day in the city. The Finnish sauna and its relaxation room are free for guests of ${amenityScope('sauna', 'EN')}.`,
      bullets: [
        'A hot Finnish sauna with wooden benches',
        'A shower and a cool relaxation room',
        'Towels and sheets provided',
        'Book a time at reception and have the sauna to yourself',
      ],
      photos: ['The hot sauna', 'Inside the sauna', 'Wooden sauna benches'],
    },
    pool: {
      lead: 'Cool off in the open-air pool in the courtyard on hot summer days. Around it there are places to relax in the sun or in the shade.',
      bullets: [
        'A clean, cool open-air pool in the courtyard',
        'Open in the warm season',
        'Sun loungers and parasols by the water',
        'Pick up towels at reception',
        'Children swim only with an adult watching',
      ],
      photos: ['The open-air pool by day', 'The pool in evening light', 'The pool at dusk'],
    },
    birds: {
      lead: 'The hotel courtyard holds a quiet bird garden, home to peacocks, pheasants and doves — a lovely spot for morning tea or an evening stroll.',
      bullets: [
        'Peacocks that fan out their tails',
        'Colourful pheasants and white doves',
        'Shady paths and benches',
        'Children love it: the birds can be seen up close',
        'Please do not feed the birds — they are on a special diet',
      ],
      photos: ['Peacocks in the bird garden', 'Pheasants in golden evening light', 'Doves in the garden'],
    },
  },
});

/** The parts every service page shares. */
export const servicePageUiTexts = defineTexts({
  UZ: {
    free: 'Bepul',
    highlights: 'Sizni nimalar kutmoqda',
    photos: (title: string) => `${title}: suratlar`,
    ctaTitle: 'Bizda dam olishga tayyormisiz?',
    ctaText: 'Xonalarni koʻring, oʻzingizga mosini tanlang va bron qiling. Nonushta va Wi‑Fi har qanday xonada bepul; bepul avtoturargoh va sauna qaysi xonalarga kirishi xona kartalarida koʻrsatilgan.',
    ctaButton: 'Xonalarni koʻrish',
    otherServices: 'Boshqa xizmatlar',
  },
  RU: {
    free: 'Бесплатно',
    highlights: 'Что вас ждёт',
    photos: (title: string) => `${title}: фотографии`,
    ctaTitle: 'Готовы остановиться у нас?',
    ctaText: 'Посмотрите номера, выберите подходящий и отправьте запрос на бронирование. Завтрак и Wi‑Fi бесплатны в любом номере; в карточках указано, в каких номерах бесплатны парковка и сауна.',
    ctaButton: 'Посмотреть номера',
    otherServices: 'Другие услуги',
  },
  EN: {
    free: 'Free',
    highlights: 'What to expect',
    photos: (title: string) => `${title}: photos`,
    ctaTitle: 'Ready to stay with us?',
    ctaText: 'Have a look at the rooms, pick the one that suits you and send a booking request. Breakfast and Wi‑Fi are free with every room; the room cards show which rooms come with free parking and the sauna.',
    ctaButton: 'See the rooms',
    otherServices: 'Other services',
  },
});
