import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { countryData } from '../../../src/features/booking/loadCountries';
import { NationalityCombobox, type NationalityValue } from '../../../src/features/booking/NationalityCombobox';
import { renderWithProviders } from '../../support/render';

/*
 * The nationality field before the country list's code has loaded (its own chunk, fetched once the
 * dialog shows: loadCountries.ts): a file of its own, so the list is not yet in when the field
 * first renders. What the guest types then is kept, and read once the list is here.
 */

function Harness({ spy, initial = null }: { spy: jest.Mock; initial?: NationalityValue | null }) {
  const [value, setValue] = useState<NationalityValue | null>(initial);
  return (
    <>
      <span id="nat-label">Nationality</span>
      <NationalityCombobox
        id="nat"
        labelId="nat-label"
        value={value}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

describe('The nationality field before the country list has loaded', () => {
  it('shows the chosen country as the form keeps it, keeps a name typed meanwhile and takes it once the list is in', async () => {
    const spy = jest.fn();
    renderWithProviders(<Harness spy={spy} initial={{ code: 'KZ', label: 'Kazakhstan' }} />, {
      preloadedState: { language: { code: 'EN' } },
    });
    expect(countryData.loaded()).toBeNull();
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    expect(input).toHaveValue('Kazakhstan');
    expect(document.querySelector('img[src="/static/flags/KZ.svg"]')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Киргизия' } });
    // Enter has nothing to pick yet: the typed name stays, the chosen country is not cleared.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('Киргизия');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();

    // Leaving the field reads the name once the list is in.
    fireEvent.blur(input);
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ code: 'KG', label: 'Kyrgyzstan' }));
    expect(countryData.loaded()).not.toBeNull();
    // The form's value is set; React shows it on its next render, which the list's arrival (outside
    // act) schedules: a busy machine renders it after the call above, so the field is waited for too.
    await waitFor(() => expect(input).toHaveValue('Kyrgyzstan'));

    // And the list opens with every country.
    fireEvent.click(input);
    expect(screen.getByRole('option', { name: /Kyrgyzstan/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(200);
  });
});
