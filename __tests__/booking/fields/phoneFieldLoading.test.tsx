import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { loadedPhoneRules } from '../../../src/features/booking/loadPhoneRules';
import { PhoneField } from '../../../src/features/booking/PhoneField';
import type { PhoneValue } from '../../../src/features/booking/phone';
import { renderWithProviders } from '../../support/render';

/*
 * The phone field before libphonenumber-js has loaded (its own chunk, loadPhoneRules.ts): a file
 * of its own, so the rules are not yet in when the field first renders.
 */

function Harness({ spy }: { spy: jest.Mock }) {
  const [value, setValue] = useState<PhoneValue>({ country: 'uz', number: '' });
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneField
        id="phone"
        country={value.country}
        number={value.number}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('PhoneField before the phone rules have loaded', () => {
  it('keeps what is typed, then reads it once the rules are in', async () => {
    const spy = jest.fn();
    renderWithProviders(<Harness spy={spy} />, { preloadedState: { language: { code: 'EN' } } });
    expect(loadedPhoneRules()).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Country code' });
    const input = screen.getByRole('textbox', { name: 'Phone' });
    // Only the current country with its flag (named once the country names are in, loadCountries.ts);
    // the dial codes come with the rules.
    expect(select).toHaveValue('uz');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(document.querySelector('img[src="/static/flags/UZ.svg"]')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: '+7 912 345 67 89' } });
    expect(spy).toHaveBeenLastCalledWith({ country: 'uz', number: '+7 912 345 67 89' });
    expect(input).toHaveValue('+7 912 345 67 89');

    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ country: 'ru', number: '912 345 67 89' }));
    expect(loadedPhoneRules()).not.toBeNull();
    // The rules arrive outside act: React may render the new value after the callback (a busy machine).
    await waitFor(() => expect(input).toHaveValue('912 345 67 89'));
    expect(select).toHaveValue('ru');
    expect(screen.getByRole('option', { name: 'Russia (+7)', selected: true })).toBeInTheDocument();
    expect(screen.getByText('+7')).toBeInTheDocument();
  });
});
