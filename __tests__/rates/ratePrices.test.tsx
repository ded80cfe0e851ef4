/**
 * The pages' prices from the owner's plan (the store's `rates`): a card and the room page show
 * the guest's first night's price (dates chosen) or tonight's, the card's stay total is the night
 * by night quote, and JSON-LD offers carry tonight's price. With no season every figure is the
 * spec's table, as before.
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayInHotel } from '../../src/domain/dates';
import type { RatePlan } from '../../src/domain/rates';
import { ROOMS } from '../../src/domain/rooms';
import RoomPage from '../../src/features/rooms/RoomPage';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { roomJsonLd } from '../../src/seo/jsonLd';
import { formatPrice } from '../../src/shared/format';
import type { LanguageCode } from '../../src/shared/language/languages';
import { roomCopy } from '../../src/shared/rooms/roomCatalogue.texts';
import { renderWithProviders } from '../support/render';

const TODAY = todayInHotel();
/** A season from day 10 to day 12: room 1 (spec 400 000 / 550 000) costs 500 000 / 700 000. */
const SEASON_FROM = addDays(TODAY, 10);
const PLAN: RatePlan = {
  seasons: [
    {
      name: 'Navruz',
      from: SEASON_FROM,
      to: addDays(TODAY, 12),
      prices: { '1': { price: 500_000, priceIntl: 700_000 } },
    },
  ],
  restrictions: [],
};
/** The same prices tonight. */
const TONIGHT: RatePlan = { ...PLAN, seasons: [{ ...PLAN.seasons[0]!, from: TODAY, to: TODAY }] };

const LANGUAGES: LanguageCode[] = ['UZ', 'RU', 'EN'];
const PREFIX: Record<LanguageCode, string> = { UZ: 'uz', RU: 'ru', EN: 'en' };
/** As toHaveTextContent reads it: spaces normalised. */
const price = (amount: number, code: LanguageCode) => formatPrice(amount, code).replace(/\s/g, ' ');

function renderRooms(code: LanguageCode, plan: RatePlan, query = '') {
  return renderWithProviders(<RoomsPage />, {
    route: `/${PREFIX[code]}/rooms${query}`,
    preloadedState: { language: { code }, rates: { plan, policy: null } },
  });
}

function renderRoom(code: LanguageCode, plan: RatePlan, query = '', id = 1) {
  return renderWithProviders(
    <Routes>
      <Route path="/:code/rooms/:id" element={<RoomPage />} />
    </Routes>,
    {
      route: `/${PREFIX[code]}/rooms/${id}${query}`,
      preloadedState: { language: { code }, rates: { plan, policy: null } },
    },
  );
}

const card = (code: LanguageCode, id = 1) => screen.getByRole('article', { name: roomCopy[code][id]!.title });
const panel = () => screen.getByRole('complementary');

describe.each(LANGUAGES)('prices from the plan (%s)', (code) => {
  it('a card shows the first night’s price when it is in season, and the stay’s total night by night', () => {
    // Nights 10, 11, 12 in season, 13 not: 3 × 500 000 + 400 000.
    renderRooms(code, PLAN, `?checkin=${SEASON_FROM}&checkout=${addDays(SEASON_FROM, 4)}`);
    expect(card(code)).toHaveTextContent(price(500_000, code));
    expect(card(code)).toHaveTextContent(price(1_900_000, code));
    // A kind the season leaves out keeps its price.
    expect(card(code, 2)).toHaveTextContent(price(ROOMS[1]!.price, code));
  });

  it('a card shows the spec’s price when the first night is out of season, the total still counts the season', () => {
    // Night 9 out of season, 10 and 11 in: 400 000 + 2 × 500 000.
    renderRooms(code, PLAN, `?checkin=${addDays(TODAY, 9)}&checkout=${addDays(TODAY, 12)}`);
    expect(card(code)).toHaveTextContent(price(400_000, code));
    expect(card(code)).not.toHaveTextContent(price(500_000, code));
    expect(card(code)).toHaveTextContent(price(1_400_000, code));
  });

  it('without dates a card and the room page show tonight’s prices', () => {
    renderRooms(code, TONIGHT);
    expect(card(code)).toHaveTextContent(price(500_000, code));
    renderRoom(code, TONIGHT);
    expect(panel()).toHaveTextContent(price(500_000, code));
    expect(panel()).toHaveTextContent(price(700_000, code));
  });

  it('the room page shows the first night’s prices for chosen dates, and the stay’s total', () => {
    renderRoom(code, PLAN, `?checkin=${SEASON_FROM}&checkout=${addDays(SEASON_FROM, 2)}`);
    expect(panel()).toHaveTextContent(price(500_000, code));
    expect(panel()).toHaveTextContent(price(700_000, code));
    expect(panel()).toHaveTextContent(price(1_000_000, code));
    expect(panel()).not.toHaveTextContent(price(ROOMS[0]!.priceIntl, code));
  });
});

describe('with no season', () => {
  it.each(LANGUAGES)('every card and room page shows exactly the spec’s prices (%s)', (code) => {
    const empty: RatePlan = { seasons: [], restrictions: [] };
    const checkin = addDays(TODAY, 3);
    renderRooms(code, empty, `?checkin=${checkin}&checkout=${addDays(checkin, 2)}`);
    for (const room of ROOMS) {
      const box = card(code, room.id);
      expect(box).toHaveTextContent(price(room.price, code));
      expect(box).toHaveTextContent(price(room.price * 2, code));
    }
    for (const room of ROOMS) {
      const { unmount } = renderRoom(code, empty, '', room.id);
      expect(panel()).toHaveTextContent(price(room.price, code));
      expect(panel()).toHaveTextContent(price(room.priceIntl, code));
      unmount();
    }
  });
});

describe('JSON-LD offers', () => {
  it('carry tonight’s price under the plan, and the spec’s without a season', () => {
    const room = ROOMS[0]!;
    const offers = (plan: RatePlan) =>
      (
        roomJsonLd(room, 'EN', { withForeignPrice: true, terms: { plan, night: TODAY } }).offers as { price: number }[]
      ).map((offer) => offer.price);
    expect(offers(TONIGHT)).toEqual([500_000, 700_000]);
    expect(offers(PLAN)).toEqual([room.price, room.priceIntl]);
    expect((roomJsonLd(room, 'EN', { withForeignPrice: false }).offers as { price: number }[])[0]!.price).toBe(
      room.price,
    );
  });
});
