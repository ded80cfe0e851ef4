import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { makeStore } from '../../src/store/store';
import { bookingClosed } from '../../src/features/booking/bookingDialogSlice';
import { BookingDialogHost } from '../../src/features/booking/BookingDialogHost';
import { setOpeningRoom } from '../../src/shared/bookNow/bookNow';
import RoomPage from '../../src/features/rooms/RoomPage';
import { APP_LOADER_SCRIPT } from '../../src/shared/langBoot';
import { claimClick, takePendingTap } from '../../src/shared/pendingTap';
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

afterEach(() => {
  delete window.__bookTap;
  document.documentElement.removeAttribute('data-hydrated');
  window.history.replaceState(null, '', '/');
  setOpeningRoom(null);
});

describe('the app loader keeps a Book now tap made before the app is live', () => {
  it('notes the room and the click, and marks the button busy', () => {
    const button = staticButton('4');
    button.click();
    expect(window.__bookTap?.room).toBe('4');
    expect(window.__bookTap?.button).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
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
  it('is handed out once', () => {
    const event = new MouseEvent('click');
    window.__bookTap = { room: '5', button: document.createElement('button'), event };
    expect(takePendingTap()?.room).toBe('5');
    expect(takePendingTap()).toBeUndefined();
  });

  it('a click already taken over is not acted on again; a noted click the app acts on first is not taken over later', () => {
    const taken = new MouseEvent('click');
    window.__bookTap = { room: '5', button: document.createElement('button'), event: taken };
    takePendingTap();
    expect(claimClick(taken)).toBe(false);

    const dispatched = new MouseEvent('click');
    window.__bookTap = { room: '6', button: document.createElement('button'), event: dispatched };
    expect(claimClick(dispatched)).toBe(true);
    expect(takePendingTap()).toBeUndefined();

    expect(claimClick(new MouseEvent('click'))).toBe(true);
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
    expect(await screen.findByRole('heading', { name: 'Booking request' })).toBeInTheDocument();
    await waitFor(() => expect(tapped).not.toHaveAttribute('aria-busy'));
    tapped.remove();
  });

  it('a click noted by the loader and dispatched by React too (during hydration) opens the dialog once', async () => {
    const store = makeStore({ language: { code: 'EN' } });
    const dispatch = jest.spyOn(store, 'dispatch');
    const { user } = renderRoomWithHost('/en/rooms/6', store);
    // As if hydration were still under way: the loader notes the click, and React handles it.
    document.documentElement.removeAttribute('data-hydrated');
    let noted = false;
    const seeNote = () => {
      noted = window.__bookTap !== undefined;
    };
    document.addEventListener('click', seeNote, true);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    document.removeEventListener('click', seeNote, true);
    expect(noted).toBe(true);
    expect(window.__bookTap).toBeUndefined();
    const opens = dispatch.mock.calls.filter(([action]) => (action as { type?: string }).type === 'bookingDialog/bookingOpened');
    expect(opens).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Booking request' })).toBeInTheDocument();
  });
});

describe('Book now once the app is live', () => {
  it('carries its room for the loader and is busy while its dialog is on the way', () => {
    renderRoomWithHost('/en/rooms/3');
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toHaveAttribute('data-book-room', '3');
    expect(button).not.toHaveAttribute('aria-busy');
    act(() => setOpeningRoom(3));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => setOpeningRoom(null));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('opens the dialog with Enter and is not busy once it shows', async () => {
    const { user, opened } = renderRoomWithHost('/en/rooms/2');
    const button = screen.getByRole('button', { name: 'Book now' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Booking request' })).toBeInTheDocument();
    expect(opened().roomId).toBe(2);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('leaves no button busy once the dialog has closed', async () => {
    const { user, store } = renderRoomWithHost('/en/rooms/2');
    const button = screen.getByRole('button', { name: 'Book now' });
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Booking request' })).toBeInTheDocument();
    // A press that could not open a dialog, one being open already.
    act(() => setOpeningRoom(2));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => void store.dispatch(bookingClosed()));
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
