/**
 * The date picker speaks the page's language: on an Uzbek or Russian page no day cell, month
 * button, month or calendar box is named in English ("Choose", "Not available", "Next Month",
 * "Month", "Choose Date"), and a chosen date is announced in that language. The field is the
 * site's own DateField (the booking dialog's, the home bar's and the staff console's), opened as
 * a guest opens it: the picker loads on the first tap and opens at once.
 */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from '../../src/shared/dates/DateField';
import type { LanguageCode } from '../../src/shared/language/languages';
import { renderWithProviders } from '../support/render';

function Field({ unavailable }: { unavailable: string[] }) {
  const [value, setValue] = useState('2030-03-10');
  return (
    <>
      <label htmlFor="checkin">Date</label>
      <DateField
        id="checkin"
        value={value}
        min="2030-03-05"
        max="2030-12-31"
        unavailable={unavailable}
        onChange={setValue}
      />
    </>
  );
}

/** Every English word the library says by default, as a whole word. */
const ENGLISH = /\b(Choose|Not available|Previous|Next|Month|Week|Close|Selected|Date)\b/;

async function open(code: LanguageCode) {
  const view = renderWithProviders(<Field unavailable={['2030-03-12']} />, { preloadedState: { language: { code } } });
  await view.user.click(screen.getByLabelText('Date'));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
  return { ...view, dialog };
}

/** The accessible names the picker gives: the box, its buttons, every day, every month's rows. */
function names(dialog: HTMLElement): string[] {
  return [
    dialog.getAttribute('aria-label') ?? '',
    ...within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
    ...within(dialog)
      .getAllByRole('gridcell')
      .map((day) => day.getAttribute('aria-label') ?? ''),
    ...[...dialog.querySelectorAll('[role="rowgroup"][aria-label]')].map((rows) => rows.getAttribute('aria-label')!),
  ];
}

describe('the date picker in the page’s language', () => {
  it.each([
    [
      'UZ',
      'Sanani tanlang',
      ['Oldingi oy', 'Keyingi oy'],
      'Tanlash: 2030-yil 10-mart, yakshanba',
      'Tanlab boʻlmaydi: 2030-yil 12-mart, seshanba',
      'Tanlab boʻlmaydi: 2030-yil 4-mart, dushanba',
      'Oy: mart 2030',
      'Tanlangan sana: 2030-yil 14-mart, payshanba',
    ],
    [
      'RU',
      'Выберите дату',
      ['Предыдущий месяц', 'Следующий месяц'],
      'Выбрать: воскресенье, 10 марта 2030 г.',
      'Недоступно: вторник, 12 марта 2030 г.',
      'Недоступно: понедельник, 4 марта 2030 г.',
      'Месяц: март 2030',
      'Выбрана дата: четверг, 14 марта 2030 г.',
    ],
  ] as const)(
    '%s: no English name on the calendar, its days, its buttons or its month',
    async (code, box, buttons, chosen, full, past, month, announced) => {
      const { dialog, user } = await open(code);
      expect(dialog).toHaveAccessibleName(box);
      const all = names(dialog);
      expect(all.filter((name) => ENGLISH.test(name))).toEqual([]);
      // The earliest date is in this month: only the way forward is offered.
      expect(within(dialog).getByRole('button', { name: buttons[1] })).toBeInTheDocument();
      // The chosen day, a full night and a day before the earliest: each says whether it can be chosen.
      expect(within(dialog).getByRole('gridcell', { name: chosen })).toBeInTheDocument();
      expect(within(dialog).getByRole('gridcell', { name: full })).toHaveAttribute('aria-disabled', 'true');
      expect(within(dialog).getByRole('gridcell', { name: past })).toHaveAttribute('aria-disabled', 'true');
      expect(all).toContain(month);

      // The month after is named in the same words once the next-month button moves there.
      await user.click(within(dialog).getByRole('button', { name: buttons[1] }));
      const after = names(await screen.findByRole('dialog'));
      expect(after.filter((name) => ENGLISH.test(name))).toEqual([]);
      expect(after).toContain(code === 'UZ' ? 'Oy: aprel 2030' : 'Месяц: апрель 2030');
      expect(after).toContain(buttons[0]);

      // A choice is announced in the page's language.
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: buttons[0] }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('gridcell', {
          name: code === 'UZ' ? /2030-yil 14-mart/ : /14 марта 2030/,
        }),
      );
      expect(screen.getByText(announced)).toHaveAttribute('role', 'status');
    },
  );

  it('EN: the library’s English, with the site’s own capitals', async () => {
    const { dialog } = await open('EN');
    expect(dialog).toHaveAccessibleName('Choose a date');
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    expect(within(dialog).getByRole('gridcell', { name: 'Choose Sunday, 10 March 2030' })).toBeInTheDocument();
    expect(within(dialog).getByRole('gridcell', { name: 'Not available: Tuesday, 12 March 2030' })).toBeInTheDocument();
  });
});
