import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/store/store';
import { languageChanged } from '../../src/shared/language/languageSlice';
import { LanguageProvider, useLanguage } from '../../src/shared/language/LanguageProvider';

function Probe() {
  const { language, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => setLanguage('EN')}>
      {language}
    </button>
  );
}

describe('LanguageProvider', () => {
  it('throws the exact message when useLanguage is used outside it', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useLanguage must be used within LanguageProvider');
    spy.mockRestore();
  });

  it('saves the language and sets <html lang> in lower case, and again on every change', () => {
    const store = makeStore({ language: { code: 'RU' } });
    render(
      <Provider store={store}>
        <MemoryRouter>
          <LanguageProvider>
            <Probe />
          </LanguageProvider>
        </MemoryRouter>
      </Provider>,
    );
    expect(window.localStorage.getItem('langCode')).toBe('RU');
    expect(document.documentElement.lang).toBe('ru');

    act(() => screen.getByRole('button', { name: 'RU' }).click());
    expect(screen.getByRole('button', { name: 'EN' })).toBeInTheDocument();
    expect(window.localStorage.getItem('langCode')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');

    act(() => {
      store.dispatch(languageChanged('UZ'));
    });
    expect(window.localStorage.getItem('langCode')).toBe('UZ');
    expect(document.documentElement.lang).toBe('uz');
  });
});
