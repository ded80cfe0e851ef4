/**
 * The owner's cancellation policy in words (about page, room page with the stay's deadline) and
 * the owner's restrictions explained under the date fields (home booking bar, about panel, room
 * page), in three languages; only what holds for every room where no room is chosen.
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayInHotel } from '../../src/domain/dates';
import type { CancellationPolicy, RatePlan, Restriction } from '../../src/domain/rates';
import { ROOMS } from '../../src/domain/rooms';
import AboutPage from '../../src/features/about/AboutPage';
import { AboutBookingPanel } from '../../src/features/about/AboutBookingPanel';
import { BookingBar } from '../../src/features/home/BookingBar';
import RoomPage from '../../src/features/rooms/RoomPage';
import { formatStayDate } from '../../src/shared/format';
import type { LanguageCode } from '../../src/shared/language/languages';
import { specPolicyWords } from '../../src/shared/rates/policy';
import { ownerPolicyWords } from '../../src/shared/rates/OwnerPolicy';
import { ownerPolicyTexts } from '../../src/shared/rates/ownerPolicy.texts';
import { stayDeadlineWords } from '../../src/shared/rates/stayDeadline';
import { stayDeadlineTexts } from '../../src/shared/rates/stayDeadline.texts';
import { policyTexts } from '../../src/shared/rates/policy.texts';
import { brokenStayRules } from '../../src/shared/rates/stayRules';
import { renderWithProviders } from '../support/render';

const TODAY = todayInHotel();
const PREFIX: Record<LanguageCode, string> = { UZ: 'uz', RU: 'ru', EN: 'en' };
const THREE_DAYS: CancellationPolicy = { kind: 'free', before: 3, unit: 'days' };
const NO_PLAN: RatePlan = { seasons: [], restrictions: [] };
/** As toHaveTextContent reads it: spaces normalised. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

function planWith(...restrictions: Restriction[]): RatePlan {
  return { seasons: [], restrictions };
}

function renderRoom(
  code: LanguageCode,
  rates: { plan: RatePlan; policy: CancellationPolicy | null },
  query = '',
  id = 1,
) {
  return renderWithProviders(
    <Routes>
      <Route path="/:code/rooms/:id" element={<RoomPage />} />
    </Routes>,
    { route: `/${PREFIX[code]}/rooms/${id}${query}`, preloadedState: { language: { code }, rates } },
  );
}

describe('the policy in words', () => {
  it('without a policy states the spec’s 16 October with its year while it is ahead, then that cancelling before the stay is free', () => {
    const words = (code: LanguageCode, today: string) => specPolicyWords(today, policyTexts[code], code).text;
    expect(words('EN', '2027-10-16')).toBe('Cancel your booking free of charge until 16 October 2027.');
    expect(words('UZ', '2027-03-01')).toBe('2027-yil 16-oktabrgacha bronni bepul bekor qilishingiz mumkin.');
    expect(spaced(words('RU', '2027-03-01'))).toBe('Бронь можно бесплатно отменить до 16 октября 2027 г.');
    expect(words('EN', '2026-10-17')).toBe('Cancel your booking free of charge at any time before you arrive.');
    expect(words('UZ', '2026-11-29')).toBe(
      'Kelishingizdan oldin istalgan vaqtda bronni bepul bekor qilishingiz mumkin.',
    );
    expect(words('RU', '2026-12-31')).toBe('Бронь можно бесплатно отменить в любое время до заезда.');
  });

  it.each([
    ['EN', THREE_DAYS, 'Free cancellation until 3 days before arrival.'],
    ['RU', THREE_DAYS, 'Бесплатная отмена — не позднее чем за 3 дня до заезда.'],
    ['UZ', THREE_DAYS, 'Kelishdan 3 kun oldingacha bronni bepul bekor qilish mumkin.'],
    ['EN', { kind: 'free', before: 1, unit: 'hours' }, 'Free cancellation until 1 hour before arrival.'],
    ['RU', { kind: 'free', before: 24, unit: 'hours' }, 'Бесплатная отмена — не позднее чем за 24 часа до заезда.'],
    ['EN', { kind: 'none' }, 'This booking cannot be cancelled free of charge.'],
    ['RU', { kind: 'none' }, 'Бесплатная отмена брони не предусмотрена.'],
    ['UZ', { kind: 'none' }, 'Bronni bepul bekor qilib boʻlmaydi.'],
  ] as [LanguageCode, CancellationPolicy, string][])('%s %j: %s', (code, policy, text) => {
    expect(ownerPolicyWords(policy, ownerPolicyTexts[code]).text).toBe(text);
  });

  it('for a stay names the moment free cancellation ends, in the hotel’s time, or that it has passed', () => {
    const now = new Date('2027-01-01T10:00:00Z');
    const deadline = (code: LanguageCode, policy: CancellationPolicy | null, checkin: string, at = now) =>
      stayDeadlineWords(policy, checkin, at, stayDeadlineTexts[code], code);
    expect(deadline('EN', THREE_DAYS, '2027-01-10')).toBe(
      'For your dates: free cancellation until 7 January 2027, 00:00 (Namangan time).',
    );
    expect(deadline('UZ', { kind: 'free', before: 12, unit: 'hours' }, '2027-01-10')).toBe(
      'Tanlangan sanalar uchun: 2027-yil 9-yanvar, soat 12:00gacha (Namangan vaqti) bepul bekor qilish mumkin.',
    );
    expect(spaced(deadline('RU', THREE_DAYS, '2027-01-10')!)).toBe(
      'Для ваших дат: бесплатная отмена до 00:00 7 января 2027 г. (по времени Намангана).',
    );
    expect(deadline('EN', THREE_DAYS, '2027-01-03')).toBe(
      'For your dates, the time for free cancellation has already passed.',
    );
    expect(deadline('EN', null, '2027-01-10')).toBeNull();
    expect(deadline('EN', { kind: 'none' }, '2027-01-10')).toBeNull();
  });

  it.each([
    ['EN', 'Free cancellation', 'Free cancellation until 3 days before arrival.'],
    ['RU', 'Бесплатная отмена', 'Бесплатная отмена — не позднее чем за 3 дня до заезда.'],
    ['UZ', 'Bepul bekor qilish', 'Kelishdan 3 kun oldingacha bronni bepul bekor qilish mumkin.'],
  ] as [LanguageCode, string, string][])('the about page states the owner’s policy (%s)', async (code, title, text) => {
    renderWithProviders(<AboutPage />, {
      preloadedState: { language: { code }, rates: { plan: NO_PLAN, policy: THREE_DAYS } },
    });
    await screen.findByText(text);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  });

  it.each([
    [
      'EN',
      'Free cancellation until 3 days before arrival.',
      (date: string) => `For your dates: free cancellation until ${date}, 00:00 (Namangan time).`,
    ],
    [
      'RU',
      'Бесплатная отмена — не позднее чем за 3 дня до заезда.',
      (date: string) => `Для ваших дат: бесплатная отмена до 00:00 ${date} (по времени Намангана).`,
    ],
    [
      'UZ',
      'Kelishdan 3 kun oldingacha bronni bepul bekor qilish mumkin.',
      (date: string) => `Tanlangan sanalar uchun: ${date}, soat 00:00gacha (Namangan vaqti) bepul bekor qilish mumkin.`,
    ],
  ] as [LanguageCode, string, (date: string) => string][])(
    'the room page states the policy and, for the chosen dates, its deadline (%s)',
    async (code, policy, forStay) => {
      const checkin = addDays(TODAY, 10);
      const { unmount } = renderRoom(code, { plan: NO_PLAN, policy: THREE_DAYS });
      const panel = () => screen.getByRole('complementary');
      await screen.findByText(policy);
      expect(panel()).toHaveTextContent(policy);
      unmount();
      renderRoom(code, { plan: NO_PLAN, policy: THREE_DAYS }, `?checkin=${checkin}&checkout=${addDays(checkin, 2)}`);
      await screen.findByText(policy);
      expect(panel()).toHaveTextContent(spaced(forStay(formatStayDate(addDays(checkin, -3), code))));
    },
  );
});

describe('the restrictions explained under the date fields', () => {
  const day = addDays(TODAY, 5);
  const search = { checkin: day, checkout: addDays(day, 1), guests: 2 };
  const everyRoom: Restriction = { roomId: null, from: day, to: day, minNights: 2 };

  it('names what holds for every room, and only that', () => {
    expect(brokenStayRules(planWith(everyRoom), ROOMS, day, addDays(day, 1))).toEqual([
      { kind: 'min_nights', nights: 2 },
    ]);
    expect(brokenStayRules(planWith(everyRoom), ROOMS, day, addDays(day, 2))).toEqual([]);
    // One kind's rule: not every room's, but that room's.
    const single: Restriction = { roomId: 1, from: day, to: day, minNights: 3, closedToArrival: true, closed: true };
    expect(brokenStayRules(planWith(single), ROOMS, day, addDays(day, 1))).toEqual([]);
    expect(brokenStayRules(planWith(single), [ROOMS[0]!], day, addDays(day, 1))).toEqual([
      { kind: 'closed_to_arrival', date: day },
      { kind: 'min_nights', nights: 3 },
      { kind: 'closed', nights: [day] },
    ]);
    // Every room, but the least any room asks.
    const two = planWith({ ...everyRoom, minNights: 2 }, { roomId: 6, from: day, to: day, minNights: 4 });
    expect(brokenStayRules(two, ROOMS, day, addDays(day, 1))).toEqual([{ kind: 'min_nights', nights: 2 }]);
  });

  it.each([
    ['EN', 'On these dates the minimum stay is 2 nights.', 'Check-in'],
    ['RU', 'На эти даты минимальный срок проживания — 2 ночи.', 'Дата заезда'],
    ['UZ', 'Bu sanalarda eng kam qolish muddati — 2 kecha.', 'Kelish sanasi'],
  ] as [LanguageCode, string, string][])('the home booking bar says a minimum stay (%s)', async (code, text, label) => {
    renderWithProviders(<BookingBar initial={search} />, {
      preloadedState: { language: { code }, rates: { plan: planWith(everyRoom), policy: null } },
    });
    await screen.findByText(text);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
  });

  it.each([
    [
      'EN',
      (date: string) => `Arrival is not possible on ${date}: please choose another check-in date.`,
      (date: string) => `No rooms are sold for the night of ${date}.`,
    ],
    [
      'RU',
      (date: string) => `Заезд ${date} невозможен: выберите другую дату заезда.`,
      (date: string) => `Номера не продаются на ночь: ${date}.`,
    ],
    [
      'UZ',
      (date: string) => `${date} kuni kelish mumkin emas: boshqa kelish sanasini tanlang.`,
      (date: string) => `Xonalar ${date} kechasi uchun sotilmaydi.`,
    ],
  ] as [LanguageCode, (date: string) => string, (date: string) => string][])(
    'the about panel says a closed arrival and a closed night (%s)',
    async (code, arrival, closed) => {
      const plan = planWith(
        { roomId: null, from: day, to: day, closedToArrival: true },
        { roomId: null, from: day, to: day, closed: true },
      );
      renderWithProviders(<AboutBookingPanel initial={search} />, {
        preloadedState: { language: { code }, rates: { plan, policy: null } },
      });
      const date = formatStayDate(day, code);
      await screen.findByText(spaced(arrival(date)), { normalizer: spaced });
      expect(screen.getByText(spaced(closed(date)), { normalizer: spaced })).toBeInTheDocument();
    },
  );

  it('a rule of one kind is said on that room’s page, not in the bar, nor on another room’s page', async () => {
    const plan = planWith({ roomId: 1, from: day, to: day, minNights: 2 });
    const query = `?checkin=${day}&checkout=${addDays(day, 1)}`;
    const bar = renderWithProviders(<BookingBar initial={search} />, {
      preloadedState: { language: { code: 'EN' }, rates: { plan, policy: null } },
    });
    expect(screen.queryByText(/minimum stay/)).not.toBeInTheDocument();
    bar.unmount();
    const first = renderRoom('EN', { plan, policy: null }, query, 1);
    await screen.findByText('On these dates the minimum stay is 2 nights.');
    first.unmount();
    renderRoom('EN', { plan, policy: null }, query, 2);
    expect(screen.queryByText(/minimum stay/)).not.toBeInTheDocument();
  });
});
