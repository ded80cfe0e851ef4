import { defineTexts } from './i18n';

/** The words of the document titles beyond the pages' own headings (src/shared/pageTitles.ts). */
export const pageTitleTexts = defineTexts({
  UZ: { city: 'Namangan' },
  RU: { city: 'Наманган' },
  EN: { city: 'Namangan' },
});
