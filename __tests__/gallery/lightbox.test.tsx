import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppDispatch } from '../../src/store/hooks';
import { Lightbox, type LightboxImage } from '../../src/shared/lightbox/Lightbox';
import { lightboxOpened, selectLightbox, selectLightboxStatus } from '../../src/shared/lightbox/lightboxSlice';
import type { LanguageCode } from '../../src/shared/language/languages';
import { renderWithProviders } from '../support/render';

// jsdom has no PointerEvent; a MouseEvent with a pointerId carries the coordinates React reads.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'touch';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: PointerEventPolyfill });
  }
});

const IMAGES: LightboxImage[] = [
  { id: 'gallery/1', alt: 'Facade at dusk' },
  { id: 'gallery/2', alt: 'Twin room' },
  { id: 'gallery/3', alt: 'Breakfast table' },
  { id: 'gallery/4', alt: 'Peacocks' },
];

function Thumbs() {
  const dispatch = useAppDispatch();
  return (
    <>
      {IMAGES.map((image, i) => (
        <button
          key={image.id}
          type="button"
          onClick={() => dispatch(lightboxOpened({ set: 'test', index: i, total: IMAGES.length }))}
        >
          {`open ${i + 1}`}
        </button>
      ))}
      <Lightbox set="test" images={IMAGES} label="Test photos" />
    </>
  );
}

async function openAt(n: number, language: LanguageCode = 'EN') {
  const rendered = renderWithProviders(<Thumbs />, { preloadedState: { language: { code: language } } });
  const opener = screen.getByRole('button', { name: `open ${n}` });
  await rendered.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Test photos' });
  return { ...rendered, opener, dialog };
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/);
const photo = () => screen.getByTestId('lightbox-photo');

function drag(target: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(target, { clientX: from[0], clientY: from[1], pointerId: 7, button: 0 });
  fireEvent.pointerMove(target, { clientX: to[0], clientY: to[1], pointerId: 7 });
  fireEvent.pointerUp(target, { clientX: to[0], clientY: to[1], pointerId: 7 });
}

describe('<Lightbox />', () => {
  it('renders nothing while closed or open on another set', () => {
    const { store } = renderWithProviders(<Thumbs />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(lightboxOpened({ set: 'room-1', index: 0, total: 5 }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at the chosen photo with its counter, alt text and a close button', async () => {
    const { dialog } = await openAt(2);
    expect(counter()).toHaveTextContent('2 / 4');
    expect(within(dialog).getByRole('img', { name: 'Twin room' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const img = within(dialog).getByRole('img', { name: 'Twin room' });
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img.getAttribute('srcset')).toContain('/img/gallery/2-1600.jpg 1600w');
  });

  it('ArrowRight and ArrowLeft move with wrap-around; the buttons too', async () => {
    const { user } = await openAt(4);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('1 / 4');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('4 / 4');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 4');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toHaveTextContent('1 / 4');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toHaveTextContent('4 / 4');
  });

  it('clicking the photo shows the next one', async () => {
    const { user } = await openAt(1);
    await user.click(screen.getByRole('img', { name: 'Facade at dusk' }));
    expect(counter()).toHaveTextContent('2 / 4');
    expect(screen.getByRole('img', { name: 'Twin room' })).toBeInTheDocument();
  });

  it('preloads the previous and next photos', async () => {
    await openAt(1);
    const preload = screen.getByTestId('lightbox-preload');
    const srcs = Array.from(preload.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(srcs).toHaveLength(2);
    expect(srcs[0]).toContain('/img/gallery/4-');
    expect(srcs[1]).toContain('/img/gallery/2-');
    expect(preload).toHaveAttribute('aria-hidden', 'true');
  });

  it('Escape closes after the fade and focus returns to the thumbnail that opened it', async () => {
    const { user, store, opener } = await openAt(3);
    await user.keyboard('{Escape}');
    // The fade runs first: the slice is closing, then closed.
    expect(selectLightboxStatus(store.getState())).toBe('closing');
    await waitFor(() => expect(selectLightboxStatus(store.getState())).toBe('closed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('the close button closes too, and focus goes back to the opener', async () => {
    const { user, store, opener } = await openAt(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(selectLightbox(store.getState()).status).toBe('closed'));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a click on the backdrop beside the photo closes', async () => {
    const { store } = await openAt(2);
    const stage = photo().parentElement!;
    fireEvent.click(stage);
    expect(selectLightboxStatus(store.getState())).toBe('closing');
    await waitFor(() => expect(selectLightboxStatus(store.getState())).toBe('closed'));
  });

  it('a swipe of 29 px does nothing; 30 px and more moves (left: next, right: previous)', async () => {
    await openAt(2);
    drag(photo(), [200, 300], [171, 300]);
    expect(counter()).toHaveTextContent('2 / 4');
    drag(photo(), [200, 300], [170, 300]);
    expect(counter()).toHaveTextContent('3 / 4');
    drag(photo(), [100, 300], [180, 305]);
    expect(counter()).toHaveTextContent('2 / 4');
    drag(photo(), [100, 300], [129, 300]);
    expect(counter()).toHaveTextContent('2 / 4');
  });

  it('a swipe is not also a click on the photo', async () => {
    await openAt(1);
    const target = photo();
    drag(target, [200, 300], [150, 300]);
    fireEvent.click(screen.getByRole('img', { name: 'Twin room' }));
    expect(counter()).toHaveTextContent('2 / 4');
  });

  it('pulling fades the photo over 60 px; released short it springs back, past it the lightbox closes', async () => {
    const { store } = await openAt(1);
    const target = photo();
    fireEvent.pointerDown(target, { clientX: 200, clientY: 300, pointerId: 3 });
    fireEvent.pointerMove(target, { clientX: 200, clientY: 330, pointerId: 3 });
    expect(Number(photo().style.opacity)).toBeCloseTo(0.5);
    expect(photo().style.transform).toBe('translateY(30px)');
    fireEvent.pointerUp(target, { clientX: 202, clientY: 359, pointerId: 3 });
    expect(selectLightboxStatus(store.getState())).toBe('open');
    expect(photo().style.transform).toBe('');
    expect(photo().style.opacity).toBe('');

    drag(photo(), [200, 300], [200, 240]); // pull up 60 px
    expect(selectLightboxStatus(store.getState())).toBe('closing');
    await waitFor(() => expect(selectLightboxStatus(store.getState())).toBe('closed'));
  });

  it.each([
    ['EN', 'The photo could not be loaded.'],
    ['RU', 'Не удалось загрузить фото.'],
    ['UZ', 'Suratni yuklab boʻlmadi.'],
  ] as const)(
    'a failed photo shows the loading icon, then the error icon and a message (%s)',
    async (language, message) => {
      const { dialog } = await openAt(2, language);
      expect(dialog.querySelector('[data-icon="loading"]')).toBeInTheDocument();
      const img = within(dialog).getByRole('img', { name: 'Twin room' });
      fireEvent.error(img);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(dialog.querySelector('[data-icon="error"]')).toBeInTheDocument();
      expect(dialog.querySelector('[data-icon="loading"]')).not.toBeInTheDocument();
    },
  );

  it('a loaded photo drops the loading icon', async () => {
    const { dialog } = await openAt(2);
    fireEvent.load(within(dialog).getByRole('img', { name: 'Twin room' }));
    expect(dialog.querySelector('[data-icon="loading"]')).not.toBeInTheDocument();
  });

  it('keeps the focus inside the dialog', async () => {
    const { user, dialog } = await openAt(1);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
