import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { listenerMiddleware } from '../../src/store/listeners';
import { makeStore } from '../../src/store/store';
import { bookingClosed } from '../../src/features/booking/bookingDialogSlice';
import { BookingDialogHost } from '../../src/features/booking/BookingDialogHost';
import { bookingDialogSettled, bookingOpened, pendingTapTaken } from '../../src/shared/bookNow/bookNowSlice';
import RoomPage from '../../src/features/rooms/RoomPage';
import { APP_LOADER_SCRIPT } from '../../src/shared/langBoot';
import { appStarted } from '../../src/shared/language/languageSlice';
import { renderWithProviders } from '../support/render';

function renderRoomWithHost(path: string, store = makeStore({ language: { code: 'EN' } })) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/:code/rooms/:id" element={<RoomPage />} />
      </Routes>
      <BookingDialogHost />
    </>,
    { route: path, store },
  );
  const opened = () => result.store.getState().bookingDialog!;
  return { ...result, opened };
}

/** A "Book now" button as a prerendered page has it, before the app is live. */
function staticButton(room: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute('data-book-room', room);
  button.textContent = 'Book now';
  document.body.appendChild(button);
  return button;
}

beforeAll(() => {
  // The inline loader as the page runs it (no data-app here, so it fetches nothing).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline script's own text
  new Function(APP_LOADER_SCRIPT)();
});

const stopRecording: (() => void)[] = [];

afterEach(() => {
  delete window.__bookTap;
  document.documentElement.removeAttribute('data-hydrated');
  window.history.replaceState(null, '', '/');
  document.querySelectorAll('body > button[data-book-room]').forEach((button) => button.remove());
  stopRecording.splice(0).forEach((stop) => stop());
});

/** Records every action of `type` that reaches the store, the listeners' own included. */
function recordActions(type: string): UnknownAction[] {
  const seen: UnknownAction[] = [];
  stopRecording.push(
    listenerMiddleware.startListening({
      predicate: (action) => action.type === type,
      effect: (action) => void seen.push(action),
    }),
  );
  return seen;
}

describe('the app loader keeps a Book now tap made before the app is live', () => {
  it('notes the room and the button, marks the button busy and keeps the click from the page', () => {
    const button = staticButton('4');
    const page = jest.fn();
    document.body.addEventListener('click', page);
    button.click();
    document.body.removeEventListener('click', page);
    expect(window.__bookTap).toEqual({ room: '4', button });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The note is the tap's only record: a hydrating React cannot act on the same click too.
    expect(page).not.toHaveBeenCalled();
    button.remove();
  });

  it('a later tap on another room replaces the first, whose button is no longer busy', () => {
    const first = staticButton('1');
    const second = staticButton('2');
    first.click();
    second.click();
    expect(window.__bookTap?.room).toBe('2');
    expect(first).not.toHaveAttribute('aria-busy');
    expect(second).toHaveAttribute('aria-busy', 'true');
    first.remove();
    second.remove();
  });

  it('leaves other clicks, and every click once the app is live, to the app', () => {
    const other = document.createElement('button');
    document.body.appendChild(other);
    other.click();
    expect(window.__bookTap).toBeUndefined();
    document.documentElement.setAttribute('data-hydrated', '');
    const button = staticButton('3');
    button.click();
    expect(window.__bookTap).toBeUndefined();
    expect(button).not.toHaveAttribute('aria-busy');
    other.remove();
    button.remove();
  });
});

describe('pending tap hand-over', () => {
  it('is taken by the store once, when the app has started', () => {
    const button = staticButton('5');
    button.click();
    const taken = recordActions(pendingTapTaken.type);
    const store = makeStore({ language: { code: 'EN' } });
    store.dispatch(appStarted());
    store.dispatch(appStarted());
    expect(taken).toEqual([pendingTapTaken(5)]);
    expect(store.getState().bookNow.opening).toBe(5);
    expect(window.__bookTap).toBeUndefined();
    button.remove();
  });

  it('a tap on no known room leaves nothing busy', () => {
    const button = staticButton('none');
    button.click();
    const store = makeStore({ language: { code: 'EN' } });
    store.dispatch(appStarted());
    expect(store.getState().bookNow.opening).toBeNull();
    expect(button).not.toHaveAttribute('aria-busy');
    button.remove();
  });
});

describe('when the app has started', () => {
  it('opens the dialog for the tapped room with the stay in the address, and clears the mark once it shows', async () => {
    const checkin = addDays(todayInHotel(), 10);
    const checkout = addDays(todayInHotel(), 12);
    window.history.replaceState(null, '', `/en/rooms/6?checkin=${checkin}&checkout=${checkout}&guests=2`);
    const tapped = staticButton('6');
    tapped.click();
    const { opened } = renderRoomWithHost(`/en/rooms/6?checkin=${checkin}&checkout=${checkout}&guests=2`);
    await waitFor(() => expect(opened().status).toBe('open'));
    expect(opened().roomId).toBe(6);
    expect(opened().form).toMatchObject({ checkIn: checkin, checkOut: checkout, guestCount: 2, phoneCountry: 'us' });
    expect(window.__bookTap).toBeUndefined();
    await screen.findByRole('heading', { name: 'Booking request' });
    await waitFor(() => expect(tapped).not.toHaveAttribute('aria-busy'));
    tapped.remove();
  });

  it('a click the loader notes while the app starts reaches no handler of the page: the dialog opens once, from the store', async () => {
    const opens = recordActions(bookingOpened.type);
    const { user, store } = renderRoomWithHost('/en/rooms/6');
    // As if hydration were still under way: the loader notes the click, React's button never gets it.
    document.documentElement.removeAttribute('data-hydrated');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(window.__bookTap?.room).toBe('6');
    expect(opens).toHaveLength(0);
    // The app has started: the store takes the note over, once.
    act(() => void store.dispatch(appStarted()));
    expect(window.__bookTap).toBeUndefined();
    await screen.findByRole('heading', { name: 'Booking request' });
    expect(opens).toHaveLength(1);
  });
});

describe('Book now once the app is live', () => {
  it('carries its room for the loader and is busy while its dialog is on the way', () => {
    const rendered = renderRoomWithHost('/en/rooms/3');
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toHaveAttribute('data-book-room', '3');
    expect(button).not.toHaveAttribute('aria-busy');
    const { store } = rendered;
    act(() => void store.dispatch(pendingTapTaken(3)));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => void store.dispatch(bookingDialogSettled()));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('opens the dialog with Enter and is not busy once it shows', async () => {
    const { user, opened } = renderRoomWithHost('/en/rooms/2');
    const button = screen.getByRole('button', { name: 'Book now' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Booking request' });
    expect(opened().roomId).toBe(2);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('leaves no button busy once the dialog has closed', async () => {
    const { user, store } = renderRoomWithHost('/en/rooms/2');
    const button = screen.getByRole('button', { name: 'Book now' });
    await user.click(button);
    await screen.findByRole('heading', { name: 'Booking request' });
    // A press that could not open a dialog, one being open already.
    act(() => void store.dispatch(bookingOpened({ roomId: 2 })));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => void store.dispatch(bookingClosed()));
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
