import { fireEvent, render, screen } from '@testing-library/react';
import catalog from '../../src/shared/images/catalog.json';
import { Picture } from '../../src/shared/images/Picture';
import {
  allImageIds,
  galleryImageIds,
  type ImageId,
  imageAspect,
  imageColor,
  imageSrc,
  imageSrcSet,
  largestWidth,
  roomImageId,
  roomImageIds,
  serviceImageIds,
} from '../../src/shared/images/images';

function sourcesOf(img: HTMLElement): HTMLSourceElement[] {
  return Array.from(img.closest('picture')?.querySelectorAll('source') ?? []);
}

describe('Picture', () => {
  it('offers AVIF and WebP sources and a JPEG img, all with every width and the sizes', () => {
    const sizes = '(min-width: 768px) 50vw, 100vw';
    render(<Picture id="rooms/2-3" alt="Twin room, window view" sizes={sizes} />);
    const img = screen.getByRole('img', { name: 'Twin room, window view' });
    const sources = sourcesOf(img);
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/img/rooms/2-3-200.avif 200w, /img/rooms/2-3-400.avif 400w, /img/rooms/2-3-800.avif 800w, /img/rooms/2-3-1200.avif 1200w',
    );
    expect(sources[1]).toHaveAttribute(
      'srcset',
      '/img/rooms/2-3-200.webp 200w, /img/rooms/2-3-400.webp 400w, /img/rooms/2-3-800.webp 800w, /img/rooms/2-3-1200.webp 1200w',
    );
    for (const source of sources) expect(source).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute(
      'srcset',
      '/img/rooms/2-3-200.jpg 200w, /img/rooms/2-3-400.jpg 400w, /img/rooms/2-3-800.jpg 800w, /img/rooms/2-3-1200.jpg 1200w',
    );
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('src', '/img/rooms/2-3-1200.jpg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
  });

  it('is lazy, async and low priority by default (a lazy image found on screen is not raised beside the main photo)', () => {
    render(<Picture id="gallery/7" alt="View at sunset" sizes="33vw" />);
    const img = screen.getByRole('img', { name: 'View at sunset' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it('leaves an eager image on the first screen at the browser priority', () => {
    render(<Picture id="gallery/2" alt="Lobby" sizes="50vw" eager />);
    const img = screen.getByRole('img', { name: 'Lobby' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high priority when it is the priority image', () => {
    render(<Picture id="hero/1" alt="The hotel at dusk" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'The hotel at dusk' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/img/hero/1-1920.jpg 1920w'));
  });

  it('reserves the catalog aspect ratio and paints the placeholder colour', () => {
    render(<Picture id="gallery/1" alt="Facade" sizes="50vw" className="photo" style={{ borderRadius: 12 }} />);
    const picture = screen.getByRole('img', { name: 'Facade' }).closest('picture');
    expect(picture).toHaveClass('photo');
    expect(picture?.style.aspectRatio).toBe('3 / 4');
    expect(picture?.style.borderRadius).toBe('12px');
    expect(picture).toHaveStyle({ backgroundColor: imageColor('gallery/1') });
    expect(screen.getByRole('img', { name: 'Facade' })).toHaveStyle({
      objectFit: 'cover',
      width: '100%',
      height: '100%',
    });
  });

  it('fills its parent instead with fit="cover"', () => {
    render(<Picture id="hero/2" alt="Night" sizes="100vw" fit="cover" />);
    const picture = screen.getByRole('img', { name: 'Night' }).closest('picture');
    expect(picture?.style.aspectRatio).toBe('');
    expect(picture).toHaveStyle({ width: '100%', height: '100%' });
  });

  it('forwards alt exactly, including an empty alt for decorative images', () => {
    const { container } = render(<Picture id="about/2" alt="" sizes="50vw" />);
    expect(screen.queryByRole('img')).toBeNull(); // alt="" makes it presentational
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('serves the social preview as JPEG only', () => {
    render(<Picture id="og/hotel" alt="Hotel" sizes="1200px" />);
    const img = screen.getByRole('img', { name: 'Hotel' });
    expect(sourcesOf(img)).toHaveLength(0);
    expect(img).toHaveAttribute('src', '/img/og/hotel-1200.jpg');
    expect(img).toHaveAttribute('height', '630');
  });

  it('reports load and error events', () => {
    const onLoad = jest.fn();
    const onError = jest.fn();
    render(<Picture id="rooms/1-1" alt="Room" sizes="50vw" onLoad={onLoad} onError={onError} />);
    const img = screen.getByRole('img', { name: 'Room' });
    fireEvent.load(img);
    fireEvent.error(img);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('image catalog', () => {
  const expected: ImageId[] = [
    ...(['hero/1', 'hero/2', 'hero/3'] as const),
    ...[1, 2, 3, 4, 5, 6].flatMap((r) => [1, 2, 3, 4, 5].map((n) => roomImageId(r, n))),
    ...(['breakfast', 'parking', 'sauna', 'pool', 'birds'] as const).flatMap((s) =>
      ([1, 2, 3] as const).map((n) => `services/${s}-${n}` as const),
    ),
    'services/wifi-1',
    ...galleryImageIds(),
    ...(['about/1', 'about/2', 'about/3', 'about/4'] as const),
    'og/hotel',
  ];

  it('holds exactly the ids the site uses, with the agreed aspects', () => {
    expect(new Set(allImageIds())).toEqual(new Set(expected));
    expect(allImageIds()).toHaveLength(84);
    expect(galleryImageIds()).toEqual(Array.from({ length: 30 }, (_, i) => `gallery/${i + 1}`));
    const aspects = (prefix: string) =>
      new Set(catalog.images.filter((e) => e.id.startsWith(prefix)).map((e) => `${e.w}:${e.h}`));
    expect(aspects('hero/')).toEqual(new Set(['16:9']));
    expect(aspects('rooms/')).toEqual(new Set(['4:3']));
    expect(aspects('about/')).toEqual(new Set(['3:2']));
    expect(aspects('gallery/')).toEqual(new Set(['3:4', '4:3', '1:1', '4:5', '3:2']));
    expect(imageAspect('services/wifi-1')).toBe(1.5);
    expect(imageAspect('services/pool-2')).toBeCloseTo(4 / 3);
    expect(imageAspect('og/hotel')).toBeCloseTo(1200 / 630);
    for (const e of catalog.images) expect(e.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists photos per room and service', () => {
    expect(roomImageIds(4)).toEqual(['rooms/4-1', 'rooms/4-2', 'rooms/4-3', 'rooms/4-4', 'rooms/4-5']);
    expect(roomImageIds(4)).toBe(roomImageIds(4));
    expect(roomImageIds(7)).toEqual([]);
    expect(() => roomImageId(1, 6)).toThrow('Room 1 has no image 6');
    expect(serviceImageIds('sauna')).toEqual(['services/sauna-1', 'services/sauna-2', 'services/sauna-3']);
    expect(serviceImageIds('wifi')).toEqual(['services/wifi-1']);
  });

  it('builds root-relative URLs for generated widths only', () => {
    expect(imageSrc('gallery/3', 640, 'webp')).toBe('/img/gallery/3-640.webp');
    expect(imageSrc('gallery/3', 700, 'avif')).toBe('/img/gallery/3-1024.avif');
    expect(imageSrc('gallery/3', 5000)).toBe('/img/gallery/3-1600.jpg');
    expect(imageSrcSet('about/1', 'avif')).toBe(
      '/img/about/1-400.avif 400w, /img/about/1-800.avif 800w, /img/about/1-1200.avif 1200w',
    );
    expect(largestWidth('hero/2')).toBe(1920);
    expect(largestWidth('og/hotel')).toBe(1200);
  });
});
