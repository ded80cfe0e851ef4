import { createContext, runInNewContext, Script } from 'node:vm';
import { LANG_BOOT_SCRIPT } from '../../src/shared/langBoot';
import { detectLanguage, LANGUAGE_STORAGE_KEY, splitLanguagePrefix, toLang } from '../../src/shared/language/languages';

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

/** Runs the boot script on a page at `pathname` whose <html lang> is `htmlLang`; returns whether it hid the page. */
function runBoot(
  pathname: string,
  stored: StoredValue,
  browserLanguage: string | undefined,
  htmlLang: string,
): boolean {
  const attributes = new Map<string, string>();
  page.document = {
    documentElement: { lang: htmlLang, setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  page.location = { pathname };
  page.navigator = { language: browserLanguage };
  Object.defineProperty(page, 'localStorage', {
    configurable: true,
    get() {
      if (stored === 'no-storage') throw new Error('SecurityError: access to localStorage is denied');
      return storageFor(stored);
    },
  });
  bootScript.runInContext(page);
  return attributes.has('data-lang-pending');
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
  it('agrees with detectLanguage() for every stored value, browser language, address and page language', () => {
    let cases = 0;
    for (const pathname of PATHS) {
      for (const stored of STORED) {
        for (const browserLanguage of BROWSER) {
          for (const htmlLang of HTML_LANGS) {
            const expected =
              splitLanguagePrefix(pathname) === null &&
              toLang(detectLanguage(storageFor(stored), browserLanguage)) !== htmlLang;
            const hidden = runBoot(pathname, stored, browserLanguage, htmlLang);
            if (hidden !== expected)
              throw new Error(
                `${pathname}, stored ${JSON.stringify(stored)}, browser ${String(browserLanguage)}, <html lang=${htmlLang}>: boot script ${hidden ? 'hid' : 'showed'} the page`,
              );
            cases += 1;
          }
        }
      }
    }
    expect(cases).toBe(PATHS.length * STORED.length * BROWSER.length * HTML_LANGS.length);
  });

  it('never fails the page: without navigator or document it does nothing', () => {
    expect(() => runInNewContext(LANG_BOOT_SCRIPT, {})).not.toThrow();
  });

  it('is safe to inline in HTML', () => {
    expect(LANG_BOOT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
