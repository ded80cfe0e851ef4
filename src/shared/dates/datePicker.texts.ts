import { defineTexts } from '../i18n';

/**
 * What the date picker says to a screen reader, in the page's language (the guest site's fields
 * and the staff console's alike): react-datepicker's own labels are English ("Choose", "Not
 * available", "Next Month", "Choose Date", "Selected date:"), so every one of them is given here.
 * A day's label is the prefix and the day's full date (`2026-yil 7-dekabr, dushanba`).
 */
export const datePickerTexts = defineTexts({
  UZ: {
    dialog: 'Sanani tanlang',
    choose: 'Tanlash:',
    unavailable: 'Tanlab boʻlmaydi:',
    previousMonth: 'Oldingi oy',
    nextMonth: 'Keyingi oy',
    previousYear: 'Oldingi yil',
    nextYear: 'Keyingi yil',
    month: 'Oy:',
    week: 'Hafta',
    close: 'Yopish',
    selected: (date: string) => `Tanlangan sana: ${date}`,
  },
  RU: {
    dialog: 'Выберите дату',
    choose: 'Выбрать:',
    unavailable: 'Недоступно:',
    previousMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    previousYear: 'Предыдущий год',
    nextYear: 'Следующий год',
    month: 'Месяц:',
    week: 'Неделя',
    close: 'Закрыть',
    selected: (date: string) => `Выбрана дата: ${date}`,
  },
  EN: {
    dialog: 'Choose a date',
    choose: 'Choose',
    unavailable: 'Not available:',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    month: 'Month:',
    week: 'Week',
    close: 'Close',
    selected: (date: string) => `Selected date: ${date}`,
  },
});
