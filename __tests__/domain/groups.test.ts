import { groupCapacity, groupProblem, roomsNeeded } from '../../src/domain/groups';
import { totalPrice } from '../../src/domain/pricing';
import { findRoom, ROOMS } from '../../src/domain/rooms';

const twin = findRoom(2)!;

describe('groups: several rooms of one kind', () => {
  it('needs as many rooms as the guests fill, one at the least', () => {
    expect(roomsNeeded(twin, 1)).toBe(1);
    expect(roomsNeeded(twin, 2)).toBe(1);
    expect(roomsNeeded(twin, 3)).toBe(2);
    expect(roomsNeeded(twin, 4)).toBe(2);
    for (const room of ROOMS) expect(groupCapacity(room, roomsNeeded(room, 10))).toBeGreaterThanOrEqual(10);
  });

  it("pays each room: 4 guests in the twin for 2 nights take 2 rooms, 1,920,000 so'm", () => {
    expect(totalPrice(twin, 'UZ', 2, roomsNeeded(twin, 4))).toBe(1_920_000);
    expect(totalPrice(twin, 'DE', 2, 2)).toBe(2 * 2 * twin.priceIntl);
    expect(totalPrice(twin, null, 2)).toBe(2 * twin.price);
  });

  it('refuses more guests than the rooms sleep, and a count of rooms the kind does not have', () => {
    expect(groupProblem(twin, 1, 2)).toBeNull();
    expect(groupProblem(twin, 2, 4)).toBeNull();
    expect(groupProblem(twin, 1, 3)).toMatchObject({ code: 'too_many_guests', field: 'guests' });
    expect(groupProblem(twin, 0, 1)).toMatchObject({ code: 'units_out_of_range', field: 'units' });
    expect(groupProblem(twin, twin.units + 1, 1)).toMatchObject({ code: 'units_out_of_range' });
    expect(groupProblem(twin, 1.5, 1)).toMatchObject({ code: 'units_out_of_range' });
  });
});
