import { defineTexts } from '../../shared/i18n';

export interface HeroSlideCopy {
  title: string;
  subtitle: string;
}

export const homeTexts = defineTexts({
  UZ: {
    pageTitle: 'Namangan markazidagi mehmonxona',
    hero: {
      label: 'Mehmonxona suratlari',
      slides: [
        { title: 'Namangan qalbida uydagidek dam oling', subtitle: 'Zamonaviy xonalar, samimiy xizmat va bepul nonushta — 2007-yildan beri.' },
        { title: 'Har bir mehmon uchun shinam xona', subtitle: 'Standart xonalardan oilaviy va delyuks lyukslargacha: olti xil xona.' },
        { title: 'Sauna, hovuz va qushlar bogʻi', subtitle: 'Yoʻldan keyin hovlidagi hovuz boʻyida yoki qushlar bogʻida hordiq chiqaring; Wi‑Fi butun mehmonxonada bepul.' },
      ] satisfies HeroSlideCopy[],
      previous: 'Oldingi slayd',
      next: 'Keyingi slayd',
      goTo: (n: number) => `${n}-slaydga oʻtish`,
      slideOf: (n: number, total: number) => `${n} / ${total}`,
      pause: 'Slaydlarni toʻxtatish',
      play: 'Slaydlarni davom ettirish',
    },
    rooms: {
      title: 'Xonalar va narxlar',
      lead: 'Olti xil xona — yolgʻiz sayohatchidan katta oilagacha. Barcha narxlarga nonushta kiritilgan.',
      previous: 'Oldingi xonalar',
      next: 'Keyingi xonalar',
      all: 'Barcha xonalar',
    },
    about: {
      title: 'Mehmonxona haqida',
      body: 'Gulshan Hotel — Namangan shahar markazidagi zamonaviy va qulay mehmonxona. Biz har bir mehmon oʻzini uyidagidek his qilishini istaymiz: toza xonalar, mazali nonushta va doim yordamga tayyor xodimlar.',
      cta: 'Batafsil',
      ctaContext: 'mehmonxona haqida',
      photoAlt: 'Mehmonxona binosi va kirish qismi',
    },
    services: {
      title: 'Xizmatlar',
      lead: 'Dam olishingiz uchun kerak boʻlgan hamma narsa bir joyda.',
      more: 'Batafsil',
    },
    gallery: {
      title: 'Galereya',
      lead: 'Xonalar, hovli va xizmatlarimizga bir nazar.',
      all: 'Barcha suratlar',
    },
    contact: {
      title: 'Aloqa',
      lead: 'Savollaringiz boʻlsa, qoʻngʻiroq qiling yoki yozing — qabulxona kecha-kunduz ishlaydi.',
      address: 'Manzil',
      phones: 'Telefonlar',
      email: 'Elektron pochta',
      mapTitle: 'Xaritada Gulshan Hotel joylashuvi',
      openMap: 'Xaritani kattaroq ochish',
    },
  },
  RU: {
    pageTitle: 'Отель в центре Намангана',
    hero: {
      label: 'Фотографии отеля',
      slides: [
        { title: 'Как дома — в самом сердце Намангана', subtitle: 'Современные номера, тёплый приём и бесплатный завтрак — с 2007 года.' },
        { title: 'Уютный номер для каждого гостя', subtitle: 'От стандартных номеров до семейного люкса и «Делюкс»: шесть категорий.' },
        { title: 'Сауна, бассейн и птичий сад', subtitle: 'Отдохните после дороги у бассейна во дворе или в птичьем саду; Wi‑Fi бесплатен во всём отеле.' },
      ],
      previous: 'Предыдущий слайд',
      next: 'Следующий слайд',
      goTo: (n: number) => `Перейти к слайду ${n}`,
      slideOf: (n: number, total: number) => `${n} из ${total}`,
      pause: 'Остановить слайды',
      play: 'Продолжить слайды',
    },
    rooms: {
      title: 'Номера и цены',
      lead: 'Шесть категорий номеров — от одноместного до большого семейного. Завтрак включён во все цены.',
      previous: 'Предыдущие номера',
      next: 'Следующие номера',
      all: 'Все номера',
    },
    about: {
      title: 'Об отеле',
      body: 'Gulshan Hotel — современный и комфортный отель в центре Намангана. Мы хотим, чтобы каждый гость чувствовал себя как дома: чистые номера, вкусный завтрак и внимательный персонал, который всегда готов помочь.',
      cta: 'Узнать больше',
      ctaContext: 'об отеле',
      photoAlt: 'Здание отеля и вход',
    },
    services: {
      title: 'Услуги',
      lead: 'Всё, что нужно для отдыха, — в одном месте.',
      more: 'Подробнее',
    },
    gallery: {
      title: 'Галерея',
      lead: 'Номера, двор и наши услуги в фотографиях.',
      all: 'Все фотографии',
    },
    contact: {
      title: 'Контакты',
      lead: 'Есть вопросы? Позвоните или напишите — ресепшен работает круглосуточно.',
      address: 'Адрес',
      phones: 'Телефоны',
      email: 'Электронная почта',
      mapTitle: 'Gulshan Hotel на карте',
      openMap: 'Открыть большую карту',
    },
  },
  EN: {
    pageTitle: 'Hotel in the centre of Namangan',
    hero: {
      label: 'Photos of the hotel',
      slides: [
        { title: 'Feel at home in the heart of Namangan', subtitle: 'Modern rooms, warm service and free breakfast — since 2007.' },
        { title: 'A comfortable room for every guest', subtitle: 'From standard rooms to family and deluxe suites: six kinds of room.' },
        { title: 'Sauna, pool and a bird garden', subtitle: 'Unwind after the road by the courtyard pool or in the bird garden; Wi‑Fi is free throughout.' },
      ],
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: (n: number) => `Go to slide ${n}`,
      slideOf: (n: number, total: number) => `${n} of ${total}`,
      pause: 'Pause slideshow',
      play: 'Play slideshow',
    },
    rooms: {
      title: 'Rooms and prices',
      lead: 'Six kinds of room, from a standard single to a large family suite. Breakfast is included in every price.',
      previous: 'Previous rooms',
      next: 'Next rooms',
      all: 'All rooms',
    },
    about: {
      title: 'About the Hotel',
      body: 'Gulshan Hotel is a modern, comfortable hotel in the centre of Namangan. We want every guest to feel at home: spotless rooms, a generous breakfast and a team that is always glad to help.',
      cta: 'Learn more',
      ctaContext: 'about the hotel',
      photoAlt: 'The hotel building and its entrance',
    },
    services: {
      title: 'Services',
      lead: 'Everything you need for a good stay, in one place.',
      more: 'Learn more',
    },
    gallery: {
      title: 'Gallery',
      lead: 'A look at our rooms, courtyard and services.',
      all: 'All photos',
    },
    contact: {
      title: 'Contact',
      lead: 'Questions? Call or write to us — reception is open around the clock.',
      address: 'Address',
      phones: 'Phone numbers',
      email: 'Email',
      mapTitle: 'Gulshan Hotel on the map',
      openMap: 'Open a larger map',
    },
  },
});
