import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { countryOptions } from '../../../src/features/booking/countries';
import { countryData } from '../../../src/features/booking/loadCountries';
import { NationalityCombobox, type NationalityValue } from '../../../src/features/booking/NationalityCombobox';
import { useLanguage } from '../../../src/shared/language/LanguageProvider';
import type { LanguageCode } from '../../../src/shared/language/languages';
import { renderWithProviders } from '../../support/render';

interface HarnessProps {
  initial?: NationalityValue | null;
  spy?: jest.Mock;
  onOuterKeyDown?: jest.Mock;
  invalid?: boolean;
  disabled?: boolean;
}

function Harness({ initial = null, spy = jest.fn(), onOuterKeyDown, invalid, disabled }: HarnessProps) {
  const [value, setValue] = useState<NationalityValue | null>(initial);
  const { setLanguage } = useLanguage();
  return (
    <div onKeyDown={onOuterKeyDown}>
      <span id="nat-label">Nationality</span>
      <NationalityCombobox
        id="nat"
        labelId="nat-label"
        value={value}
        invalid={invalid}
        disabled={disabled}
        describedBy="nat-error"
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <p id="nat-error">Choose a nationality</p>
      <button type="button">Next field</button>
      {(['UZ', 'RU', 'EN'] as LanguageCode[]).map((code) => (
        <button key={code} type="button" onClick={() => setLanguage(code)}>{`lang ${code}`}</button>
      ))}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </div>
  );
}

function setup(props: HarnessProps = {}, language: LanguageCode = 'EN') {
  const spy = props.spy ?? jest.fn();
  const result = renderWithProviders(<Harness {...props} spy={spy} />, {
    preloadedState: { language: { code: language } },
  });
  const input = screen.getByRole('combobox', { name: 'Nationality' });
  return { ...result, spy, input };
}

const listbox = () => screen.getByRole('listbox', { name: 'Nationality' });
/** The open list's options; the listbox itself is checked for visibility, so the 250 options skip that costly check. */
const shownOptions = () => within(listbox()).getAllByRole('option', { hidden: true });
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const stored = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as NationalityValue | null;

// The list's code is loaded before these tests (the field before it loads: nationalityLoading.test.tsx).
beforeAll(() => countryData.load());

describe('NationalityCombobox: roles and attributes', () => {
  it('is a collapsed combobox controlling a hidden listbox, empty with a placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', 'nat-listbox');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Search country…');
    expect(input).toHaveAccessibleDescription('Choose a nationality');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.getElementById('nat-listbox')).not.toBeVisible();
  });

  it('marks itself invalid and can be disabled', () => {
    const { input } = setup({ invalid: true, disabled: true });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeDisabled();
  });

  it('opens on a click with every country, the flag beside each', async () => {
    const { input, user } = setup();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = shownOptions();
    expect(options).toHaveLength(countryOptions('EN').length);
    expect(options[0]).toHaveTextContent('Uzbekistan');
    // The flag is a decorative image: the option's name stays the country's name.
    expect(options[0]).toHaveAccessibleName('Uzbekistan');
    const flag = options[0]?.querySelector('img');
    expect(flag).toHaveAttribute('src', '/static/flags/UZ.svg');
    expect(flag).toHaveAttribute('alt', '');
    expect(flag).toHaveAttribute('loading', 'lazy');
    for (const option of options.slice(0, 5)) expect(option).toHaveAttribute('aria-selected', 'false');
  });

  it('opens from the toggle button too, which stays out of the tab order', async () => {
    const { user, input } = setup();
    const toggle = screen.getByRole('button', { name: 'Show the list of countries' });
    expect(toggle).toHaveAttribute('tabindex', '-1');
    await user.click(toggle);
    expect(input).toHaveFocus();
    expect(listbox()).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('NationalityCombobox: typing filters', () => {
  it('filters by name and highlights the best match, which Enter picks', async () => {
    const { input, user, spy } = setup();
    await user.type(input, 'germ');
    const options = shownOptions();
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('Germany')]);
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 country found')).toHaveAttribute('role', 'status');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ code: 'DE', label: 'Germany' });
    expect(input).toHaveValue('Germany');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The chosen country's flag shows in the field.
    expect(document.querySelector('img[src="/static/flags/DE.svg"]')).toBeInTheDocument();
  });

  it('filters by code, the exact code first', async () => {
    const { input, user } = setup();
    await user.type(input, 'de');
    const options = shownOptions();
    expect(options[0]).toHaveTextContent('Germany');
    expect(options.length).toBeGreaterThan(1);
  });

  it('finds a country by its name in another language', async () => {
    const { input, user } = setup({}, 'UZ');
    await user.type(input, 'Герм');
    expect(shownOptions().map((option) => option.textContent)).toEqual([expect.stringContaining('Germaniya')]);
  });

  it('says so when nothing matches and collapses the listbox', async () => {
    const { input, user } = setup();
    await user.type(input, 'zzzz');
    expect(screen.getByText('No country found')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(stored()).toBeNull();
  });
});

describe('NationalityCombobox: search as the guest types, in each language', () => {
  const names = () => shownOptions().map((option) => option.querySelector('.name')?.textContent);

  it('in Uzbek: Uzbek names with or without oʻ/gʻ apostrophes, Russian and English names, codes, other names', async () => {
    const { input, user } = setup({}, 'UZ');
    await user.type(input, "qozog'");
    expect(names()[0]).toBe('Qozogʻiston');
    await user.clear(input);
    await user.type(input, 'Кыргызстан');
    expect(names()).toEqual(['Qirgʻiziston']);
    await user.clear(input);
    await user.type(input, 'kazakhstan');
    expect(names()).toEqual(['Qozogʻiston']);
    await user.clear(input);
    await user.type(input, 'aqsh');
    expect(names()[0]).toBe('Amerika Qoʻshma Shtatlari');
    await user.clear(input);
    await user.type(input, 'tjk');
    expect(names()[0]).toBe('Tojikiston');
    await user.keyboard('{Enter}');
    expect(stored()).toEqual({ code: 'TJ', label: 'Tojikiston' });
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Tojikiston');
  });

  it('in Russian: old and everyday names, ё as е, any case, Uzbek and English names', async () => {
    const { input, user } = setup({}, 'RU');
    await user.type(input, 'молдова');
    expect(names()).toEqual(['Молдавия']);
    await user.clear(input);
    await user.type(input, 'БЕЛОРУССИЯ');
    expect(names()).toEqual(['Беларусь']);
    await user.clear(input);
    await user.type(input, 'türkiye');
    expect(names()).toEqual(['Турция']);
    await user.clear(input);
    await user.type(input, 'Соединённые');
    expect(names()[0]).toBe('США');
    await user.clear(input);
    await user.type(input, 'Qirgʻiziston');
    expect(names()).toEqual(['Киргизия']);
    await user.clear(input);
    await user.type(input, 'голландия');
    expect(screen.getByRole('option', { name: 'Нидерланды' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Найдено стран: 1')).toHaveAttribute('role', 'status');
  });

  it('in English: diacritics ignored, Turkey and Türkiye, Burma, Holland, England, America, the codes', async () => {
    const { input, user, spy } = setup({}, 'EN');
    await user.type(input, 'turkiye');
    expect(names()).toEqual(['Türkiye']);
    await user.clear(input);
    await user.type(input, 'cote d');
    expect(names()[0]).toBe("Cote d'Ivoire");
    await user.clear(input);
    await user.type(input, 'ivory');
    expect(names()).toEqual(["Cote d'Ivoire"]);
    await user.clear(input);
    await user.type(input, 'burma');
    expect(names()).toEqual(['Myanmar']);
    await user.clear(input);
    await user.type(input, 'england');
    expect(names()).toEqual(['United Kingdom']);
    await user.clear(input);
    await user.type(input, 'UZB');
    expect(names()[0]).toBe('Uzbekistan');
    await user.clear(input);
    await user.type(input, 'Holland');
    await user.keyboard('{Tab}');
    expect(spy).toHaveBeenLastCalledWith({ code: 'NL', label: 'Netherlands' });
  });
});

describe('NationalityCombobox: keyboard', () => {
  it('ArrowDown opens on the first option, moves on and wraps; ArrowUp wraps back', async () => {
    const { input, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = shownOptions();
    expect(activeOption(input)).toBe(options[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toBe(options[2]);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe(options[options.length - 1]);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[0]);
  });

  it('ArrowUp opens on the last option; Home and End jump; Page Down moves by ten', async () => {
    const { input, user } = setup();
    input.focus();
    await user.keyboard('{ArrowUp}');
    const options = shownOptions();
    expect(activeOption(input)).toBe(options[options.length - 1]);
    await user.keyboard('{Home}');
    expect(activeOption(input)).toBe(options[0]);
    await user.keyboard('{PageDown}');
    expect(activeOption(input)).toBe(options[10]);
    await user.keyboard('{End}');
    expect(activeOption(input)).toBe(options[options.length - 1]);
  });

  it('opens on the chosen country', async () => {
    const { input, user } = setup({ initial: { code: 'DE', label: 'Germany' } });
    input.focus();
    await user.keyboard('{ArrowDown}');
    const active = activeOption(input);
    expect(active).toHaveTextContent('Germany');
    expect(active).toHaveAttribute('aria-selected', 'true');
  });

  it('Enter picks the highlighted option', async () => {
    const { input, user, spy } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = countryOptions('EN')[1];
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenCalledWith({ code: second?.value, label: second?.label });
    expect(input).toHaveValue(second?.label);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open list without reaching a dialog around it, then clears the field', async () => {
    const outer = jest.fn();
    const { input, user, spy } = setup({ initial: { code: 'DE', label: 'Germany' }, onOuterKeyDown: outer });
    input.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Germany');
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
  });

  it('Tab takes the highlighted option and moves on', async () => {
    const { input, user } = setup();
    await user.type(input, 'fran');
    await user.tab();
    expect(stored()).toEqual({ code: 'FR', label: 'France' });
    expect(input).toHaveValue('France');
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
  });
});

describe('NationalityCombobox: mouse and leaving the field', () => {
  it('a click on an option picks it and keeps focus in the field', async () => {
    const { input, user, spy } = setup();
    await user.type(input, 'kaz');
    await user.click(screen.getByRole('option', { name: 'Kazakhstan' }));
    expect(spy).toHaveBeenLastCalledWith({ code: 'KZ', label: 'Kazakhstan' });
    expect(input).toHaveValue('Kazakhstan');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('leaving with a full name typed (any language) keeps that country', () => {
    const { input, spy } = setup({}, 'UZ');
    input.focus();
    fireEvent.change(input, { target: { value: 'germany' } });
    fireEvent.blur(input);
    expect(spy).toHaveBeenLastCalledWith({ code: 'DE', label: 'Germaniya' });
    expect(input).toHaveValue('Germaniya');
  });

  it('leaving with text that names no country restores the chosen one; an emptied field clears it', () => {
    const { input, spy } = setup({ initial: { code: 'DE', label: 'Germany' } });
    input.focus();
    fireEvent.change(input, { target: { value: 'Germ' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('Germany');
    expect(spy).not.toHaveBeenCalled();
    input.focus();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('');
    expect(spy).toHaveBeenLastCalledWith(null);
  });
});

describe('NationalityCombobox: language', () => {
  it('shows Uzbek names and texts in UZ', async () => {
    const { input, user } = setup({}, 'UZ');
    expect(input).toHaveAttribute('placeholder', 'Mamlakatni qidiring…');
    await user.type(input, 'qqqq');
    expect(screen.getByText('Mamlakat topilmadi')).toBeInTheDocument();
  });

  it('follows a language switch: the shown and the stored label change, the code stays', async () => {
    const { input, user, spy } = setup({ initial: { code: 'DE', label: 'Germaniya' } }, 'UZ');
    expect(input).toHaveValue('Germaniya');
    await user.click(screen.getByRole('button', { name: 'lang RU' }));
    expect(input).toHaveValue('Германия');
    expect(spy).toHaveBeenLastCalledWith({ code: 'DE', label: 'Германия' });
    expect(input).toHaveAttribute('placeholder', 'Поиск страны…');
    await user.click(screen.getByRole('button', { name: 'lang EN' }));
    expect(input).toHaveValue('Germany');
    expect(stored()).toEqual({ code: 'DE', label: 'Germany' });
  });
});
