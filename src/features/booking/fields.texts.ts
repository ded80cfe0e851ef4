import { defineTexts } from '../../shared/i18n';

/** Texts of the booking form's nationality combobox and phone field. */
export const fieldsTexts = defineTexts({
  UZ: {
    nationality: {
      placeholder: 'Mamlakatni qidiring…',
      noResults: 'Mamlakat topilmadi',
      showList: 'Mamlakatlar roʻyxatini ochish',
      listLabel: 'Mamlakatlar',
      results: (count: number): string => `Topilgan mamlakatlar: ${count}`,
    },
    phone: {
      countryCode: 'Mamlakat kodi',
    },
  },
  RU: {
    nationality: {
      placeholder: 'Поиск страны…',
      noResults: 'Страна не найдена',
      showList: 'Показать список стран',
      listLabel: 'Страны',
      results: (count: number): string => `Найдено стран: ${count}`,
    },
    phone: {
      countryCode: 'Код страны',
    },
  },
  EN: {
    nationality: {
      placeholder: 'Search country…',
      noResults: 'No country found',
      showList: 'Show the list of countries',
      listLabel: 'Countries',
      results: (count: number): string => (count === 1 ? '1 country found' : `${count} countries found`),
    },
    phone: {
      countryCode: 'Country code',
    },
  },
});
