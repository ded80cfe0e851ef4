/**
 * One glossary for everything staff read about a request (src/domain/staffWords.ts): docs/glossary.md
 * prints it; every code of every enum shown to staff (statuses, sources, decline reasons, history
 * actions, deposit states, email kinds) has a word in UZ, RU and EN that is not the code itself
 * nor another language's word; and the console, the CSV and the staff Telegram texts use the
 * glossary's words, not words of their own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORED_STATUSES, type Lang } from '../../src/domain/booking';
import { HISTORY_ACTIONS } from '../../src/domain/staffApi';
import {
  BOOKING_SOURCES,
  DECLINE_REASONS,
  DECLINES_SHOWN,
  DEPOSIT_STATUSES,
  historyDetail,
  HOUSEKEEPING_STATUSES,
  HOUSEKEEPING_TASKS,
  STAFF_WORDS,
  STATUS_ACTIONS,
  staffGlossaryTable,
} from '../../src/domain/staffWords';
import { staffTexts } from '../../src/features/staff/staff.texts';
import type { DeclineReason, OutboxKind } from '../../server/db/schema';
import { STAFF_TEXTS } from '../../server/staffChat/texts';
import { CONSOLE_TEXTS } from '../../server/staffConsole/texts';

const LANGS: readonly Lang[] = ['uz', 'ru', 'en'];
const CODES = { uz: 'UZ', ru: 'RU', en: 'EN' } as const;

/**
 * The outbox's kinds that are emails a request's page lists: a new kind must be named here (the
 * type fails to compile without it) and so gets its words in the console.
 */
type EmailKind = Exclude<
  OutboxKind,
  `tg_${string}` | 'staff_edit' | 'staff_followup' | 'summary_edit' | 'click_fiscal'
>;
const EMAIL_KINDS = Object.keys({
  staff: 1,
  guest: 1,
  decision: 1,
  cancel: 1,
  guest_cancel: 1,
  paid: 1,
  receipt: 1,
  refund_due: 1,
  refunded: 1,
  fiscal_receipt: 1,
  message: 1,
  hotel_cancel: 1,
  reminder: 1,
  changed: 1,
} satisfies Record<EmailKind, 1>);

// The server's stored decline reasons are the glossary's (both ways).
const storedReasons: readonly DeclineReason[] = DECLINE_REASONS;
const glossaryReasons: readonly (typeof DECLINE_REASONS)[number][] = ['full', 'other'] satisfies DeclineReason[];

/** Every code a request's page, list, CSV or Telegram message may show, by enum, and its words in a language. */
function enums(lang: Lang): Record<string, [string, string][]> {
  const w = STAFF_WORDS[lang];
  const t = staffTexts[CODES[lang]];
  const kinds: Readonly<Record<string, string | undefined>> = t.request.emailKinds;
  return {
    status: STORED_STATUSES.map((code) => [code, w.status[code]]),
    statusInList: STORED_STATUSES.map((code) => [code, t.statuses[code]]),
    button: STATUS_ACTIONS.map((code) => [code, w.action[code]]),
    source: BOOKING_SOURCES.map((code) => [code, w.source[code]]),
    declineReason: DECLINES_SHOWN.map((code) => [code, w.declineReason[code]]),
    history: HISTORY_ACTIONS.map((code) => [code, t.request.historyActions[code]]),
    depositStatus: DEPOSIT_STATUSES.map((code) => [code, w.depositStatus[code]]),
    emailKind: EMAIL_KINDS.map((code) => [code, kinds[code] ?? '']),
    housekeeping: HOUSEKEEPING_STATUSES.map((code) => [code, w.housekeeping[code]]),
    housekeepingButton: HOUSEKEEPING_STATUSES.map((code) => [code, w.housekeepingAction[code]]),
    housekeepingTask: HOUSEKEEPING_TASKS.map((code) => [code, w.housekeepingTask[code]]),
    role: (['owner', 'reception', 'housekeeping'] as const).map((code) => [code, t.roles[code]]),
  };
}

describe('the staff glossary', () => {
  it('is the table docs/glossary.md prints under “Staff words”', () => {
    const path = join(__dirname, '..', '..', 'docs', 'glossary.md');
    const doc = readFileSync(path, 'utf8');
    const block = /<!-- staff-words:start -->\n([\s\S]*?)<!-- staff-words:end -->/;
    const table = `${staffGlossaryTable()}\n`;
    if (process.env.UPDATE_GLOSSARY === '1')
      writeFileSync(path, doc.replace(block, `<!-- staff-words:start -->\n${table}<!-- staff-words:end -->`));
    expect(block.exec(readFileSync(path, 'utf8'))?.[1]).toBe(table);
  });

  it.each(LANGS)('%s: names every code of every enum shown to staff, never by the code itself', (lang) => {
    const problems: string[] = [];
    for (const [name, pairs] of Object.entries(enums(lang)))
      for (const [code, word] of pairs) {
        if (!word || !word.trim()) problems.push(`${name}.${code}: missing`);
        // The code as it is stored ('other', 'checked_in'), or in Uzbek and Russian its English letters.
        else if (/^[a-z]+(_[a-z]+)*$/.test(word) || (lang !== 'en' && word.toLowerCase() === code.replace(/_/g, ' ')))
          problems.push(`${name}.${code}: raw code “${word}”`);
      }
    expect(problems).toEqual([]);
  });

  it('says each code in Uzbek and Russian in their own words, not in English', () => {
    const problems: string[] = [];
    const en = enums('en');
    for (const lang of ['uz', 'ru'] as const)
      for (const [name, pairs] of Object.entries(enums(lang)))
        pairs.forEach(([code, word], i) => {
          if (word === en[name]![i]![1]) problems.push(`${lang} ${name}.${code}: “${word}” is the English word`);
        });
    expect(problems).toEqual([]);
  });

  it('says a status as a noun and a button as a verb, each different from the other', () => {
    expect(STAFF_WORDS.ru.action).toMatchObject({
      checkIn: 'Заселить',
      noShow: 'Отметить незаезд',
      checkOut: 'Оформить выезд',
    });
    expect(STAFF_WORDS.uz.status.received).toBe('Yangi — javob kutilmoqda');
    expect(STAFF_WORDS.ru.status.received).toBe('Новая — ждёт ответа');
    expect(STAFF_WORDS.en.status.received).toBe('New — awaiting reply');
    expect(STAFF_WORDS.uz.note).toBe('Izoh');
    for (const lang of LANGS) {
      const w = STAFF_WORDS[lang];
      // No button reads as a status: the check-in button is not the checked-in status, and so on.
      expect(w.action.checkIn).not.toBe(w.status.checked_in);
      expect(w.action.noShow).not.toBe(w.status.no_show);
      expect(w.action.checkOut).not.toBe(w.status.checked_out);
      expect(w.action.confirm).not.toBe(w.status.confirmed);
    }
    expect(storedReasons).toEqual(glossaryReasons);
  });

  it.each(LANGS)('%s: the console, the CSV and the staff Telegram texts use the glossary’s words', (lang) => {
    const w = STAFF_WORDS[lang];
    const console = staffTexts[CODES[lang]];
    const csv = CONSOLE_TEXTS[lang].csv;
    const telegram = STAFF_TEXTS[lang];
    expect(console.statuses).toEqual(w.status);
    expect(csv.statuses).toEqual(w.status);
    expect(console.sources).toEqual(w.source);
    expect(csv.sources).toEqual(w.source);
    expect(console.request.depositStatuses).toEqual(w.depositStatus);
    expect(csv.depositStatuses).toEqual(w.depositStatus);
    expect(console.request.deposit).toBe(w.deposit);
    expect(telegram.labels.deposit).toBe(w.deposit);
    expect(csv.headers).toEqual(expect.arrayContaining([expect.stringContaining(w.deposit)]));
    expect(console.roles.reception).toBe(w.frontDesk);
    for (const action of STATUS_ACTIONS) expect(console.actions[action]).toBe(w.action[action]);
    expect(telegram.buttons.confirm).toContain(w.action.confirm);
    expect(telegram.buttons.decline).toContain(w.action.decline);
    expect([telegram.buttons.full, telegram.buttons.other]).toEqual([w.declineReason.full, w.declineReason.other]);
    expect([console.actions.reasons.full, console.actions.reasons.other]).toEqual([
      w.declineReason.full,
      w.declineReason.other,
    ]);
    expect(telegram.state.received).toBe(w.status.received);
    expect(telegram.state.confirmed('Dilnoza', '24.11.2026')).toContain(w.status.confirmed);
    expect(telegram.state.declined('x', 'Dilnoza', '24.11.2026')).toContain(w.status.declined);
    expect(telegram.state.cancelled('24.11.2026')).toContain(w.status.cancelled);
    expect(telegram.stay.checked_in).toContain(w.status.checked_in);
    expect(telegram.stay.no_show).toContain(w.status.no_show);
    expect(telegram.stay.checked_out).toContain(w.status.checked_out);
    // A column's name is the console's field name: the request was "sent", not "created", in both.
    expect(csv.headers[2]).toBe(console.fields.created);
  });

  it.each(LANGS)('%s: a history line’s detail is said in words, staff’s own text as written', (lang) => {
    const w = STAFF_WORDS[lang];
    expect(historyDetail('created', 'site', w)).toBe(w.source.site);
    expect(historyDetail('created', 'desk', w)).toBe(w.source.desk);
    expect(historyDetail('declined', 'other', w)).toBe(w.declineReason.other);
    expect(historyDetail('declined', 'full', w)).toBe(w.declineReason.full);
    expect(historyDetail('cancelled', 'late', w)).toBe(w.lateCancel);
    expect(historyDetail('deposit_paid', 'payme', w)).toBe('Payme');
    expect(historyDetail('deposit_refunded', 'click', w)).toBe('Click');
    expect(historyDetail('note', 'other', w)).toBe('other');
    expect(historyDetail('declined', 'We are full that week, sorry.', w)).toBe('We are full that week, sorry.');
  });
});
