import { defineTexts } from '../i18n';

/** The lightbox's controls and messages (shared by the gallery and the room pages). */
export const lightboxTexts = defineTexts({
  UZ: {
    previous: 'Oldingi surat',
    next: 'Keyingi surat',
    close: 'Yopish',
    counter: (n: number, total: number) => `${n} / ${total}`,
    position: (n: number, total: number) => `${total} ta suratdan ${n}-surat`,
    loading: 'Surat yuklanmoqda…',
    error: 'Suratni yuklab boʻlmadi.',
    errorHint: 'Internet aloqasini tekshiring yoki keyingi suratga oʻting.',
  },
  RU: {
    previous: 'Предыдущее фото',
    next: 'Следующее фото',
    close: 'Закрыть',
    counter: (n: number, total: number) => `${n} / ${total}`,
    position: (n: number, total: number) => `Фото ${n} из ${total}`,
    loading: 'Фото загружается…',
    error: 'Не удалось загрузить фото.',
    errorHint: 'Проверьте подключение к интернету или перейдите к следующему фото.',
  },
  EN: {
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
    counter: (n: number, total: number) => `${n} / ${total}`,
    position: (n: number, total: number) => `Photo ${n} of ${total}`,
    loading: 'Loading the photo…',
    error: 'The photo could not be loaded.',
    errorHint: 'Check your connection or go on to the next photo.',
  },
});
