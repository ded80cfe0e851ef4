import { defineTexts } from '../../shared/i18n';

/** The gallery page. */
export const galleryTexts = defineTexts({
  UZ: {
    title: 'Galereya',
    lead: 'Xonalarimiz, hovli, hovuz va qushlar bogʻi — mehmonxonamizga bir nazar. Kattalashtirish uchun suratni bosing.',
    gridLabel: 'Mehmonxona suratlari',
    lightboxLabel: 'Galereya suratlari',
  },
  RU: {
    title: 'Галерея',
    lead: 'Номера, двор, бассейн и птичий сад — загляните к нам заранее. Нажмите на фото, чтобы увеличить его.',
    gridLabel: 'Фотографии отеля',
    lightboxLabel: 'Фотографии галереи',
  },
  EN: {
    title: 'Gallery',
    lead: 'Our rooms, the courtyard, the pool and the bird garden — take a look around before you arrive. Tap a photo to enlarge it.',
    gridLabel: 'Photos of the hotel',
    lightboxLabel: 'Gallery photos',
  },
});
