import { createContext, runInNewContext, Script } from 'node:vm';
import { LANG_BOOT_SCRIPT } from '../../src/shared/langBoot';
import {
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  splitLanguagePrefix,
  toLang,
  withLanguagePrefix,
} from '../../src/shared/language/languages';

/*
 * The inline boot script is built from the app's own detection (applyLanguageRule and its rule).
 * Run as a page runs it — in a bare context with only the globals it may touch — it must decide
 * exactly what detectLanguage() decides, for every stored value, browser language and address.
 */

/** A stored value, nothing, or one of the two special cases 'throws' and 'no-storage' (see storageFor). */
type StoredValue = string | null;

/** The storage the page would have: a value, nothing, one whose getItem throws, or one the browser refuses to hand out. */
function storageFor(stored: StoredValue): Pick<Storage, 'getItem'> | undefined {
  if (stored === 'no-storage') return undefined;
  if (stored === 'throws') {
    return {
      getItem: () => {
        throw new Error('denied');
      },
    };
  }
  return { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
}

/**
 * The page's globals: one bare context (no Node globals) whose few entries each case replaces.
 * The script is an IIFE that leaves no globals behind, so a case cannot see the one before it;
 * one context instead of a new one per case keeps 5,500 cases to a fraction of a second.
 */
const page: Record<string, unknown> = createContext({});
const bootScript = new Script(LANG_BOOT_SCRIPT);

/**
 * Runs the boot script on a page at `pathname` whose <html lang> is `htmlLang`; returns where it
 * sent the visitor (null: it left the page alone) and whether it hid the page meanwhile.
 */
function runBoot(
  pathname: string,
  stored: StoredValue,
  browserLanguage: string | undefined,
  htmlLang: string,
  search = '',
  hash = '',
): { to: string | null; hidden: boolean } {
  const attributes = new Map<string, string>();
  let to: string | null = null;
  page.document = {
    documentElement: { lang: htmlLang, setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  page.location = {
    pathname,
    search,
    hash,
    replace: (url: string) => {
      to = url;
    },
  };
  page.navigator = { language: browserLanguage };
  Object.defineProperty(page, 'localStorage', {
    configurable: true,
    get() {
      if (stored === 'no-storage') throw new Error('SecurityError: access to localStorage is denied');
      return storageFor(stored);
    },
  });
  bootScript.runInContext(page);
  return { to, hidden: attributes.get('data-lang-pending') === 'away' };
}

const PATHS = [
  '/',
  '/rooms',
  '/rooms/3',
  '/about',
  '/ru',
  '/ru/rooms',
  '/EN/gallery',
  '/uz/',
  '/xx/rooms',
  '/rus',
  '/r',
];
const STORED: StoredValue[] = [
  null,
  '',
  'UZ',
  'RU',
  'EN',
  'ru',
  'En',
  ' en ',
  '\tRU\n',
  'DE',
  'r u',
  'english',
  'throws',
  'no-storage',
];
const BROWSER = ['ru-RU', 'ru', 'RU', 'en-US', 'en', 'EN-gb', 'uz-UZ', 'uz', 'de-DE', 'fr', '', undefined];
const HTML_LANGS = ['uz', 'ru', 'en'];

describe('the inline language boot script', () => {
  it('sends the visitor to the page in the language detectLanguage() finds, for every stored value, browser language, address and page language', () => {
    let cases = 0;
    for (const pathname of PATHS) {
      for (const stored of STORED) {
        for (const browserLanguage of BROWSER) {
          for (const htmlLang of HTML_LANGS) {
            const language = detectLanguage(storageFor(stored), browserLanguage);
            const expected =
              splitLanguagePrefix(pathname) === null && toLang(language) !== htmlLang
                ? withLanguagePrefix(pathname, language)
                : null;
            const { to, hidden } = runBoot(pathname, stored, browserLanguage, htmlLang);
            if (to !== expected || hidden !== (expected !== null))
              throw new Error(
                `${pathname}, stored ${JSON.stringify(stored)}, browser ${String(browserLanguage)}, <html lang=${htmlLang}>: boot script sent the visitor to ${String(to)}${hidden ? ', the page hidden' : ''}; expected ${String(expected)}`,
              );
            cases += 1;
          }
        }
      }
    }
    expect(cases).toBe(PATHS.length * STORED.length * BROWSER.length * HTML_LANGS.length);
  });

  it('keeps the query and the fragment', () => {
    expect(runBoot('/', 'RU', 'en-US', 'uz', '', '#rooms')).toEqual({ to: '/ru#rooms', hidden: true });
    expect(runBoot('/rooms', null, 'en-GB', 'uz', '?guests=3', '')).toEqual({ to: '/en/rooms?guests=3', hidden: true });
  });

  it('never fails the page: without navigator or document it does nothing', () => {
    expect(() => runInNewContext(LANG_BOOT_SCRIPT, {})).not.toThrow();
  });

  it('is safe to inline in HTML', () => {
    expect(LANG_BOOT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
