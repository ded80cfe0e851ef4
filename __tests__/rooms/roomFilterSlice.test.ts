import { makeStore } from '../../src/store/store';
import { ROOMS } from '../../src/domain/rooms';
import {
  moreLoaded,
  paginationReset,
  selectVisibleCount,
  PAGE_INCREMENT,
  PAGE_SIZE,
} from '../../src/features/rooms/paginationSlice';
import { emptyFilter, filterFromParams, filterToParams, roomMatches } from '../../src/features/rooms/roomFilter';
import {
  draftAmenityToggled,
  draftReset,
  draftTypeToggled,
  selectDraft,
  selectDraftCount,
} from '../../src/features/rooms/roomFilterSlice';

describe("roomFilter slice (the modal's draft; the applied filter is the address's)", () => {
  it('edits the draft and counts checked boxes for the badge', () => {
    const store = makeStore();
    store.dispatch(draftTypeToggled('suite_single'));
    store.dispatch(draftAmenityToggled('sauna'));
    store.dispatch(draftAmenityToggled('wifi'));
    expect(selectDraftCount(store.getState())).toBe(3);
    expect(selectDraft(store.getState()).roomTypes.suite_single).toBe(true);
    store.dispatch(draftAmenityToggled('wifi'));
    expect(selectDraftCount(store.getState())).toBe(2);
  });

  it('starts again from a given filter (the applied one when the modal opens, nothing on Clear)', () => {
    const store = makeStore();
    store.dispatch(draftTypeToggled('standard_twin'));
    const fromAddress = filterFromParams(new URLSearchParams('type=suite_single,bogus&amenity=sauna,nothing'));
    store.dispatch(draftReset(fromAddress));
    expect(selectDraft(store.getState())).toEqual(fromAddress);
    expect(selectDraftCount(store.getState())).toBe(2);
    store.dispatch(draftReset(emptyFilter()));
    expect(selectDraftCount(store.getState())).toBe(0);
  });

  it('reads and writes the filter as address parameters, keeping the others', () => {
    const filter = filterFromParams(new URLSearchParams('type=suite_single,bogus&amenity=sauna,nothing'));
    expect(filter.roomTypes.suite_single).toBe(true);
    expect(filter.amenities.sauna).toBe(true);
    expect(filterToParams(filter, new URLSearchParams('guests=2')).toString()).toBe(
      'guests=2&type=suite_single&amenity=sauna',
    );
    expect(filterToParams(emptyFilter(), new URLSearchParams('type=x&amenity=y&guests=2')).toString()).toBe('guests=2');
  });
});

describe('room matching (spec section 5)', () => {
  const ids = (f: ReturnType<typeof emptyFilter>) => ROOMS.filter((r) => roomMatches(r, f)).map((r) => r.id);

  it('matches every room when nothing is checked', () => {
    expect(ids(emptyFilter())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('matches any of the checked types', () => {
    const f = emptyFilter();
    f.roomTypes.suite_single = true;
    f.roomTypes.standard_single = true;
    expect(ids(f)).toEqual([1, 4, 5]);
  });

  it('requires ALL checked amenities', () => {
    const f = emptyFilter();
    f.amenities.sauna = true;
    expect(ids(f)).toEqual([5, 6]);
    f.amenities.parking = true;
    expect(ids(f)).toEqual([6]);
  });

  it('combines types and amenities', () => {
    const f = emptyFilter();
    f.roomTypes.suite_single = true;
    f.amenities.parking = true;
    expect(ids(f)).toEqual([4]);
    f.roomTypes.standard_single = true;
    expect(ids(f)).toEqual([4]);
  });
});

describe('pagination slice', () => {
  it('shows 9 at first, 6 more per Load more, and starts again on reset', () => {
    const store = makeStore();
    expect(selectVisibleCount(store.getState())).toBe(PAGE_SIZE);
    expect(PAGE_SIZE).toBe(9);
    expect(PAGE_INCREMENT).toBe(6);
    store.dispatch(moreLoaded());
    expect(selectVisibleCount(store.getState())).toBe(15);
    store.dispatch(moreLoaded());
    expect(selectVisibleCount(store.getState())).toBe(21);
    store.dispatch(paginationReset());
    expect(selectVisibleCount(store.getState())).toBe(9);
  });
});
