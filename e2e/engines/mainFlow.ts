/**
 * The guest's main flow, written once for every engine: a room page, Book now, the dialog filled
 * by typing, Confirm, the success popup with its reference, then "My requests" listing it.
 */
import { normalizeReference } from '../../src/domain/reference';
import type { Driver } from './driver';

export type FlowLanguage = 'uz' | 'ru' | 'en';

interface FlowCase {
  roomId: number;
  labels: { firstName: string; lastName: string; nationality: string; phone: string };
  guest: { firstName: string; lastName: string; nationality: string; phone: string };
  bookNow: string;
  confirm: string;
  successTitle: string;
  myRequests: string;
  received: string;
}

// The texts a guest sees (src/features/**/*.texts.ts), spelled out so a changed label fails here.
const CASES: Record<FlowLanguage, FlowCase> = {
  uz: {
    roomId: 1,
    labels: { firstName: 'Ism', lastName: 'Familiya', nationality: 'Fuqarolik', phone: 'Telefon raqami' },
    guest: { firstName: 'Dilnoza', lastName: 'Toʻxtayeva', nationality: 'Oʻzbekiston', phone: '90 123 45 67' },
    bookNow: 'Bron qilish',
    confirm: 'Tasdiqlash',
    successTitle: 'Soʻrovingiz yuborildi',
    myRequests: 'Mening soʻrovlarim',
    received: 'Qabul qilindi, mehmonxona javobini kutmoqda',
  },
  ru: {
    roomId: 6,
    labels: { firstName: 'Имя', lastName: 'Фамилия', nationality: 'Гражданство', phone: 'Номер телефона' },
    guest: { firstName: 'Ольга', lastName: 'Смирнова', nationality: 'Россия', phone: '912 345 67 89' },
    bookNow: 'Забронировать',
    confirm: 'Подтвердить',
    successTitle: 'Запрос отправлен',
    myRequests: 'Мои запросы',
    received: 'Получен, ждёт ответа отеля',
  },
  en: {
    roomId: 3,
    labels: { firstName: 'First name', lastName: 'Last name', nationality: 'Nationality', phone: 'Phone number' },
    guest: { firstName: 'Anna', lastName: 'Schmidt', nationality: 'Germany', phone: '30 901820' },
    bookNow: 'Book now',
    confirm: 'Confirm',
    successTitle: 'Your request has been sent',
    myRequests: 'My requests',
    received: 'Received, awaiting the hotel’s answer',
  },
};

function stay(fromToday: number, nights: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  return `checkin=${day(fromToday)}&checkout=${day(fromToday + nights)}&guests=2`;
}

/** The same driver, each failure naming the step it happened in. */
function naming(driver: Driver): Driver {
  const step = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  return {
    goto: (url) => step(`open ${url}`, () => driver.goto(url)),
    click: (role, name) => step(`click the ${role} "${name}"`, () => driver.click(role, name)),
    type: (label, text, options) => step(`type "${text}" into "${label}"`, () => driver.type(label, text, options)),
    waitForText: (text) => step(`wait for "${text}"`, () => driver.waitForText(text)),
    read: () => step('read the page', () => driver.read()),
    close: () => driver.close(),
  };
}

/** Runs the flow in `lang` against `origin`; resolves with the reference the popup gave. */
export async function mainFlow(
  browser: Driver,
  origin: string,
  lang: FlowLanguage,
  daysAhead: number,
): Promise<string> {
  const c = CASES[lang];
  const driver = naming(browser);
  await driver.goto(`${origin}/${lang}/rooms/${c.roomId}?${stay(daysAhead, 2)}`);
  await driver.click('button', c.bookNow);
  await driver.waitForText(c.labels.firstName);
  await driver.type(c.labels.firstName, c.guest.firstName);
  await driver.type(c.labels.lastName, c.guest.lastName);
  await driver.type(c.labels.nationality, c.guest.nationality, { enter: true });
  await driver.type(c.labels.phone, c.guest.phone);
  await driver.click('button', c.confirm);
  const popup = await driver.waitForText(c.successTitle);
  const reference = normalizeReference(/GH-[0-9A-Z]{6}/.exec(popup)?.[0] ?? '');
  if (!reference) throw new Error(`the success popup shows no reference:\n${popup}`);
  await driver.click('link', c.myRequests);
  await driver.waitForText(reference);
  // The request is listed with the status the server gives it.
  await driver.waitForText(c.received);
  return reference;
}
