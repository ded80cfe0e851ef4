/**
 * Typed access to the site's images. catalog.json lists every image (id, aspect, placeholder
 * colour) and the widths and formats scripts/images.js writes to /img/{id}-{width}.{ext}.
 */
import catalogJson from './catalog.json';

export type ImageFormat = 'avif' | 'webp' | 'jpg';
export type ImageCategory = 'hero' | 'rooms' | 'services' | 'gallery' | 'about' | 'og';

type RoomNumber = 1 | 2 | 3 | 4 | 5 | 6;
type RoomImageNumber = 1 | 2 | 3 | 4 | 5;
type GalleryNumber =
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23
  | 24
  | 25
  | 26
  | 27
  | 28
  | 29
  | 30;
export type ImageServiceSlug = 'breakfast' | 'parking' | 'wifi' | 'sauna' | 'pool' | 'birds';

export type HeroImageId = `hero/${1 | 2 | 3}`;
export type RoomImageId = `rooms/${RoomNumber}-${RoomImageNumber}`;
// Wi-Fi has a single picture; the other services have a collage of three.
export type ServiceImageId = `services/${Exclude<ImageServiceSlug, 'wifi'>}-${1 | 2 | 3}` | 'services/wifi-1';
export type GalleryImageId = `gallery/${GalleryNumber}`;
export type AboutImageId = `about/${1 | 2 | 3 | 4}`;
export type OgImageId = 'og/hotel';
/** Every id in catalog.json (a test keeps the two in step). */
export type ImageId = HeroImageId | RoomImageId | ServiceImageId | GalleryImageId | AboutImageId | OgImageId;

export interface CatalogEntry {
  id: string;
  /** Aspect ratio as width : height. */
  w: number;
  h: number;
  /** Average colour, shown until the image has loaded. */
  color: string;
}

interface Catalog {
  widths: Record<ImageCategory, readonly number[]>;
  formats: Record<ImageCategory, readonly ImageFormat[]>;
  images: readonly CatalogEntry[];
}

const catalog = catalogJson as Catalog;
const byId = new Map<string, CatalogEntry>(catalog.images.map((e) => [e.id, e]));

/** Widths written for each category, smallest first. */
export const IMAGE_WIDTHS: Readonly<Record<ImageCategory, readonly number[]>> = catalog.widths;
/** Formats written for each category; og is JPEG only (social sites read nothing else reliably). */
export const IMAGE_FORMATS: Readonly<Record<ImageCategory, readonly ImageFormat[]>> = catalog.formats;
export const OG_IMAGE_ID: OgImageId = 'og/hotel';

function entry(id: ImageId): CatalogEntry {
  const found = byId.get(id);
  if (!found) throw new Error(`Image "${id}" is not in src/shared/images/catalog.json`);
  return found;
}

export function imageCategory(id: ImageId): ImageCategory {
  return id.slice(0, id.indexOf('/')) as ImageCategory;
}

export function imageWidths(id: ImageId): readonly number[] {
  return IMAGE_WIDTHS[imageCategory(id)];
}

export function imageFormats(id: ImageId): readonly ImageFormat[] {
  return IMAGE_FORMATS[imageCategory(id)];
}

/** Width divided by height. */
export function imageAspect(id: ImageId): number {
  const e = entry(id);
  return e.w / e.h;
}

/** The catalog's aspect as a CSS aspect-ratio value, e.g. "4 / 3". */
export function imageAspectCss(id: ImageId): string {
  const e = entry(id);
  return `${e.w} / ${e.h}`;
}

export function imageColor(id: ImageId): string {
  return entry(id).color;
}

export function largestWidth(id: ImageId): number {
  const widths = imageWidths(id);
  return widths[widths.length - 1] ?? 0;
}

/** Pixel height that goes with a width at the image's aspect. */
export function imageHeight(id: ImageId, width: number): number {
  return Math.round(width / imageAspect(id));
}

/**
 * Root-relative URL of one variant. A width that is not generated is rounded up to the next
 * generated one (or down to the largest), so the site never asks for a file that does not exist.
 */
export function imageSrc(id: ImageId, width: number, ext: ImageFormat = 'jpg'): string {
  const widths = imageWidths(id);
  const w = widths.find((candidate) => candidate >= width) ?? largestWidth(id);
  return `/img/${id}-${w}.${ext}`;
}

/** `srcset` with a `{w}w` descriptor for every generated width. */
export function imageSrcSet(id: ImageId, ext: ImageFormat = 'jpg'): string {
  return imageWidths(id)
    .map((w) => `/img/${id}-${w}.${ext} ${w}w`)
    .join(', ');
}

// Lists are built once per prefix so callers get the same array on every render.
const listCache = new Map<string, readonly ImageId[]>();

function idsWithPrefix<T extends ImageId>(prefix: string): readonly T[] {
  let list = listCache.get(prefix);
  if (!list) {
    list = catalog.images.filter((e) => e.id.startsWith(prefix)).map((e) => e.id as ImageId);
    listCache.set(prefix, list);
  }
  return list as readonly T[];
}

const galleryIds = idsWithPrefix<GalleryImageId>('gallery/');
const aboutIds = idsWithPrefix<AboutImageId>('about/');

/** The room's five photos, in order; empty for an unknown room. */
export function roomImageIds(roomId: number): readonly RoomImageId[] {
  return idsWithPrefix<RoomImageId>(`rooms/${roomId}-`);
}

/** One photo of a room by number (1-5); throws for a room or number the catalog lacks. */
export function roomImageId(roomId: number, n: number): RoomImageId {
  const id = `rooms/${roomId}-${n}`;
  if (!isImageId(id)) throw new Error(`Room ${roomId} has no image ${n}`);
  return id as RoomImageId;
}

/** A service's collage (one image for Wi-Fi). */
export function serviceImageIds(slug: ImageServiceSlug): readonly ServiceImageId[] {
  return idsWithPrefix<ServiceImageId>(`services/${slug}-`);
}

export function galleryImageIds(): readonly GalleryImageId[] {
  return galleryIds;
}

export function aboutImageIds(): readonly AboutImageId[] {
  return aboutIds;
}

/** Every id the catalog holds, in catalog order. */
export function allImageIds(): readonly ImageId[] {
  return catalog.images.map((e) => e.id as ImageId);
}

/** Whether a string is a catalog id (for ids that arrive as data, e.g. from a URL). */
export function isImageId(value: string): value is ImageId {
  return byId.has(value);
}
