/**
 * The console writes its emails' kinds as words and its dates as the guest site does, in each
 * staff member's language: Uzbek year first ('2030-yil 1-fevral, 14:30'), Russian and English
 * through the site's formatter; an email of a kind it has no word for is still readable. Every
 * code of a request (its status, source, decline reason, deposit, history lines and their details)
 * is said in words, never as the code.
 */
import { screen, within } from '@testing-library/react';
import { calendarRangeChosen } from '../../src/features/staff/staffUiSlice';
import { makeStore } from '../../src/store/store';
import type { StaffEmail } from '../../src/domain/staffApi';
import type { LanguageCode } from '../../src/shared/language/languages';
import { renderApp } from '../support/render';
import { detail } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake } = staffSuite();

const LONG = { timeout: 15000 };

function openConsole(route: string, code: LanguageCode) {
  // The console speaks the member's own language.
  fake.staff = { ...fake.staff!, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  const store = makeStore({ language: { code } });
  return renderApp({ route, store });
}

const plain = { note: null, until: null };
const EMAILS: StaffEmail[] = [
  { kind: 'received', to: 'anna@example.com', status: 'sent', at: '2030-02-01T09:31:00.000Z', ...plain },
  { kind: 'guest', to: 'anna@example.com', status: 'sent', at: '2030-02-01T09:32:00.000Z', ...plain },
  { kind: 'fiscal_receipt', to: 'anna@example.com', status: 'pending', at: '2030-02-02T10:00:00.000Z', ...plain },
  { kind: 'weekly_digest', to: 'hotel@example.com', status: 'failed', at: '2030-02-03T05:00:00.000Z', ...plain },
  // Held by the guest-email limit until the next hour; one dropped by it; one filed without SMTP_URL.
  {
    kind: 'guest',
    to: 'bob@example.com',
    status: 'pending',
    at: '2030-02-01T09:33:00.000Z',
    note: 'held',
    until: '2030-02-01T10:00:01.000Z',
  },
  {
    kind: 'received',
    to: 'bob@example.com',
    status: 'skipped',
    at: '2030-02-02T09:34:00.000Z',
    note: 'limit',
    until: null,
  },
  {
    kind: 'staff',
    to: 'hotel@example.com',
    status: 'skipped',
    at: '2030-02-01T09:35:00.000Z',
    note: 'filed',
    until: null,
  },
];

describe('staff console: emails by their kind, dates as the site writes them', () => {
  it.each([
    [
      'UZ',
      'Xatlar',
      'Tarix',
      [
        '2030-yil 1-fevral, 14:31 · Soʻrov olindi · anna@example.com · Yuborildi',
        '2030-yil 1-fevral, 14:32 · Soʻrov olindi · anna@example.com · Yuborildi',
        '2030-yil 2-fevral, 15:00 · Fiskal chek · anna@example.com · Navbatda',
        '2030-yil 3-fevral, 10:00 · Xat: weekly digest · hotel@example.com · Yuborilmadi',
        '2030-yil 1-fevral, 14:33 · Soʻrov olindi · bob@example.com · Kutmoqda (soatlik xat chegarasi): 2030-yil 1-fevral, 15:00 dan keyin yuboriladi',
        '2030-yil 2-fevral, 14:34 · Soʻrov olindi · bob@example.com · Yuborilmadi (soatlik xat chegarasi)',
        '2030-yil 1-fevral, 14:35 · Yangi soʻrov (mehmonxonaga) · hotel@example.com · Faylga saqlandi (pochta sozlanmagan)',
      ],
      '2030-yil 1-fevral, 14:30',
      '2030-yil 1-mart',
    ],
    [
      'RU',
      'Письма',
      'История',
      [
        '1 февраля 2030 г., 14:31 · Запрос получен · anna@example.com · Отправлено',
        '1 февраля 2030 г., 14:32 · Запрос получен · anna@example.com · Отправлено',
        '2 февраля 2030 г., 15:00 · Фискальный чек · anna@example.com · В очереди',
        '3 февраля 2030 г., 10:00 · Письмо: weekly digest · hotel@example.com · Не отправлено',
        '1 февраля 2030 г., 14:33 · Запрос получен · bob@example.com · Ждёт (лимит писем в час): уйдёт после 1 февраля 2030 г., 15:00',
        '2 февраля 2030 г., 14:34 · Запрос получен · bob@example.com · Не отправлено (лимит писем в час)',
        '1 февраля 2030 г., 14:35 · Новый запрос (отелю) · hotel@example.com · Сохранено в файл (почта не настроена)',
      ],
      '1 февраля 2030 г., 14:30',
      '1 марта 2030 г.',
    ],
    [
      'EN',
      'Emails',
      'History',
      [
        '1 February 2030, 14:31 · Request received · anna@example.com · Sent',
        '1 February 2030, 14:32 · Request received · anna@example.com · Sent',
        '2 February 2030, 15:00 · Fiscal receipt · anna@example.com · Queued',
        '3 February 2030, 10:00 · Email: weekly digest · hotel@example.com · Not sent',
        '1 February 2030, 14:33 · Request received · bob@example.com · Waiting (hourly email limit): goes after 1 February 2030, 15:00',
        '2 February 2030, 14:34 · Request received · bob@example.com · Not sent (hourly email limit)',
        '1 February 2030, 14:35 · New request (to the hotel) · hotel@example.com · Saved as a file (email not set up)',
      ],
      '1 February 2030, 14:30',
      '1 March 2030',
    ],
  ] as const)(
    '%s: the request page names each email and writes its dates',
    async (code, emails, history, lines, created, checkin) => {
      fake.bookings = [detail({ emails: [...EMAILS] })];
      openConsole('/staff/requests/GH-7K3Q9M', code);
      const region = await screen.findByRole('region', { name: emails }, LONG);
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(lines);
      expect(screen.getByRole('region', { name: history })).toHaveTextContent(created);
      expect(screen.getAllByText(checkin, { exact: true }).length).toBeGreaterThan(0);
      expect(document.body).not.toHaveTextContent('fiscal_receipt');
    },
  );

  it('UZ: the list writes a stay as the site does, year first', async () => {
    fake.bookings = [detail()];
    openConsole('/staff/requests', 'UZ');
    const list = await screen.findByRole('list', { name: 'Soʻrovlar' }, LONG);
    expect(within(list).getByRole('link', { name: /Anna Schmidt/ })).toHaveTextContent('2030-yil 1–3-mart');
  });

  it('RU: the calendar names each month over its nights, and each night by its day', async () => {
    const { store } = openConsole('/staff/calendar', 'RU');
    store.dispatch(calendarRangeChosen({ from: '2030-03-30', days: 4 }));
    await screen.findByRole('table', {}, LONG);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.firstChild?.textContent ?? '');
    expect(headers.slice(0, 7)).toEqual(['Номер', 'Март 2030 г.', 'Апрель 2030 г.', '30', '31', '1', '2']);
    // Each month's cell spans its nights.
    expect(screen.getByRole('columnheader', { name: 'Март 2030 г.' })).toHaveAttribute('colspan', '2');
  });
});

describe('staff console: a request’s codes in words', () => {
  const declined = () =>
    detail({
      status: 'declined',
      source: 'desk',
      declineReason: 'other',
      deposit: {
        status: 'refunded',
        amount: 400000,
        paidAt: '2030-02-01T10:00:00.000Z',
        gateway: 'payme',
        receiptUrl: null,
      },
      history: [
        { at: '2030-02-01T09:30:00.000Z', actor: 'Dilnoza', action: 'created', detail: 'desk' },
        { at: '2030-02-01T10:00:00.000Z', actor: 'system', action: 'deposit_paid', detail: 'payme' },
        { at: '2030-02-01T11:00:00.000Z', actor: 'Telegram: Bekzod', action: 'declined', detail: 'full' },
        { at: '2030-02-01T11:05:00.000Z', actor: 'guest', action: 'cancelled', detail: 'late' },
        { at: '2030-02-01T11:10:00.000Z', actor: 'CLI', action: 'note', detail: 'other' },
      ],
    });

  it.each([
    [
      'UZ',
      'Tarix',
      ['Qabulxona', 'Boshqa sabab', 'Rad etilgan', 'Qaytarilgan', 'Payme'],
      [
        'Soʻrov yaratildi · DilnozaQabulxona',
        'Depozit toʻlandi · TizimPayme',
        'Rad etildi · Telegram: BekzodBoʻsh xona yoʻq',
        'Bekor qilindi · MehmonKech bekor qilindi: bepul bekor qilish muddati oʻtgan',
        // A note's text is staff's own, as written.
        'Ichki izoh · Buyruq satriother',
      ],
    ],
    [
      'RU',
      'История',
      ['Ресепшен', 'Другая причина', 'Отклонена', 'Возвращена', 'Payme'],
      [
        'Запрос создан · DilnozaРесепшен',
        'Предоплата внесена · СистемаPayme',
        'Отклонена · Telegram: BekzodНет свободных номеров',
        'Отменена · ГостьПоздняя отмена: срок бесплатной отмены прошёл',
        'Внутренняя заметка · Командная строкаother',
      ],
    ],
    [
      'EN',
      'History',
      ['Reception', 'Other reason', 'Declined', 'Refunded', 'Payme'],
      [
        'Request created · DilnozaReception',
        'Deposit paid · SystemPayme',
        'Declined · Telegram: BekzodFully booked',
        'Cancelled · GuestLate cancellation: after the free cancellation deadline',
        'Internal note · Command lineother',
      ],
    ],
  ] as const)(
    '%s: the source, the reason, the status, the deposit and each history line',
    async (code, history, words, lines) => {
      fake.bookings = [declined()];
      openConsole('/staff/requests/GH-7K3Q9M', code);
      const region = await screen.findByRole('region', { name: history }, LONG);
      for (const word of words) expect(screen.getAllByText(word, { exact: true }).length).toBeGreaterThan(0);
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.replace(/^[^·]*· /, '')),
      ).toEqual(lines);
      // No code is left where a word belongs (the note's own text aside).
      const page =
        document.body.textContent?.replace(/Buyruq satriother|Командная строкаother|Command lineother/, '') ?? '';
      expect(page).not.toMatch(/\b(other|full|desk|site|payme|late|declined|refunded)\b/);
    },
  );
});
