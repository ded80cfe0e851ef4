import { defineTexts } from '../shared/i18n';

/** Words only the search and share snippets use; everything else comes from the pages' own catalogues. */
export const seoTexts = defineTexts({
  UZ: { city: 'Namangan' },
  RU: { city: 'Наманган' },
  EN: { city: 'Namangan' },
});
