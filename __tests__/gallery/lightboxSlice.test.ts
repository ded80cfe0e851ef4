import { makeStore } from '../../src/store/store';
import {
  lightboxClosed,
  lightboxCloseRequested,
  lightboxNext,
  lightboxOpened,
  lightboxPrevious,
  selectLightbox,
  selectLightboxIndex,
  selectLightboxStatus,
} from '../../src/shared/lightbox/lightboxSlice';

describe('lightbox slice', () => {
  it('starts closed', () => {
    const store = makeStore();
    expect(selectLightbox(store.getState())).toEqual({ status: 'closed', set: '', index: 0, total: 0 });
  });

  it('opens on a set at an index and moves with wrap-around', () => {
    const store = makeStore();
    store.dispatch(lightboxOpened({ set: 'gallery', index: 28, total: 30 }));
    expect(selectLightbox(store.getState())).toEqual({ status: 'open', set: 'gallery', index: 28, total: 30 });
    store.dispatch(lightboxNext());
    expect(selectLightboxIndex(store.getState())).toBe(29);
    store.dispatch(lightboxNext());
    expect(selectLightboxIndex(store.getState())).toBe(0);
    store.dispatch(lightboxPrevious());
    expect(selectLightboxIndex(store.getState())).toBe(29);
  });

  it('normalises an out-of-range index and ignores an empty set', () => {
    const store = makeStore();
    store.dispatch(lightboxOpened({ set: 'room-1', index: -1, total: 5 }));
    expect(selectLightboxIndex(store.getState())).toBe(4);
    store.dispatch(lightboxClosed());
    store.dispatch(lightboxOpened({ set: 'room-1', index: 0, total: 0 }));
    expect(selectLightboxStatus(store.getState())).toBe('closed');
  });

  it('closes in two steps: closing (the fade), then closed', () => {
    const store = makeStore();
    store.dispatch(lightboxOpened({ set: 'gallery', index: 6, total: 30 }));
    store.dispatch(lightboxCloseRequested());
    expect(selectLightboxStatus(store.getState())).toBe('closing');
    // No moving while the fade runs.
    store.dispatch(lightboxNext());
    store.dispatch(lightboxPrevious());
    expect(selectLightboxIndex(store.getState())).toBe(6);
    store.dispatch(lightboxClosed());
    expect(selectLightbox(store.getState())).toEqual({ status: 'closed', set: '', index: 0, total: 0 });
  });

  it('a close request while closed changes nothing, and a replayed action list reaches the same state', () => {
    const actions = [
      lightboxOpened({ set: 'gallery', index: 6, total: 30 }),
      lightboxNext(),
      lightboxNext(),
      lightboxPrevious(),
      lightboxNext(),
    ];
    const a = makeStore();
    const b = makeStore();
    a.dispatch(lightboxCloseRequested());
    expect(selectLightboxStatus(a.getState())).toBe('closed');
    actions.forEach((action) => a.dispatch(action));
    actions.forEach((action) => b.dispatch(action));
    expect(selectLightbox(a.getState())).toEqual(selectLightbox(b.getState()));
    expect(selectLightboxIndex(b.getState())).toBe(8);
  });
});
