import { defineTexts } from './i18n';

/** Texts of the foundation's own components (the Back button). */
export const sharedTexts = defineTexts({
  UZ: { back: 'Orqaga' },
  RU: { back: 'Назад' },
  EN: { back: 'Back' },
});
