/**
 * The <head> of every page in every language: title, description, canonical and hreflang links,
 * Open Graph and Twitter cards, robots and JSON-LD. Pure functions: the prerenderer calls them in
 * Node and writes renderHeadTags' HTML into each page.
 */
import { HOTEL } from '../domain/hotel';
import { LANGUAGE_CODES, toLang, type LanguageCode } from '../shared/language/languages';
import { homeTexts } from '../features/home/home.texts';
import { roomCopy } from '../shared/rooms/roomCatalogue.texts';
import { servicePageTexts } from '../features/services/servicePages.texts';
import {
  imageHeight,
  imageSrc,
  largestWidth,
  OG_IMAGE_ID,
  roomImageIds,
  serviceImageIds,
  type ImageId,
} from '../shared/images/images';
import { pageEntry } from '../app/pageManifest';
import { pageDescription, pageTitle, resolvePage, type SeoPage } from './pages';
import { pageJsonLd, type JsonLd, type PriceTerms } from './jsonLd';
import { absoluteUrl, localizedPath, normalizePath, pagePath } from './site';

export type Hreflang = 'uz' | 'ru' | 'en' | 'x-default';

export interface PageHead {
  /** The value of <html lang>: 'uz', 'ru', 'en'. */
  lang: 'uz' | 'ru' | 'en';
  /** 200 for a page, 404 for an unknown path (the prerenderer may write it as 404.html). */
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute canonical URL; null on the 404 page, which has no address of its own. */
  canonical: string | null;
  alternates: { hreflang: Hreflang; href: string }[];
  og: {
    type: 'website';
    title: string;
    description: string;
    url: string;
    image: string;
    imageWidth: number;
    imageHeight: number;
    imageAlt: string;
    locale: string;
    localeAlternates: string[];
    siteName: string;
  };
  twitter: { card: 'summary_large_image'; title: string; description: string; image: string; imageAlt: string };
  robots?: 'noindex';
  jsonLd: JsonLd[];
}

const OG_LOCALES: Readonly<Record<LanguageCode, string>> = { UZ: 'uz_UZ', RU: 'ru_RU', EN: 'en_GB' };

/**
 * Canonical URL of a page. Language-prefixed pages are their own canonical. The unprefixed page
 * is the x-default: it shows the visitor's stored or browser language, so it is canonical to
 * itself too — pointing it at /uz/… would make it a non-canonical x-default, which search
 * engines ignore and Lighthouse fails ("Points to another hreflang location").
 */
function canonicalUrl(path: string, language: LanguageCode, prefixed: boolean): string {
  return absoluteUrl(prefixed ? localizedPath(path, language) : path);
}

/** uz, ru, en (the prefixed pages) and x-default (the unprefixed one) for a page path. */
export function alternatesFor(path: string): PageHead['alternates'] {
  return [
    ...LANGUAGE_CODES.map((code) => ({ hreflang: toLang(code), href: absoluteUrl(localizedPath(path, code)) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(normalizePath(path)) },
  ];
}

interface ShareImage {
  id: ImageId;
  alt: string;
}

/** The picture a shared link shows: the room's or service's first photo, else the hotel's preview. */
function shareImage(page: SeoPage, language: LanguageCode): ShareImage {
  if (page.kind === 'room') {
    const id = roomImageIds(page.room.id)[0];
    const title = roomCopy[language][page.room.id]?.title;
    if (id && title) return { id, alt: title };
  }
  if (page.kind === 'service') {
    const id = serviceImageIds(page.slug)[0];
    const copy = servicePageTexts[language][page.slug];
    if (id) return { id, alt: 'photo' in copy ? copy.photo : copy.photos[0] };
  }
  return { id: OG_IMAGE_ID, alt: homeTexts[language].about.photoAlt };
}

/**
 * The head of an unprefixed path ('/rooms/3') in a language; `prefixed` says whether the page is
 * served under its language segment (/ru/rooms/3) or as the unprefixed default-language address;
 * `prices`, the owner's plan and the night its JSON-LD offers are priced for (the spec's table by default).
 */
export function pageHead(
  path: string,
  language: LanguageCode,
  options: { prefixed: boolean; prices?: PriceTerms },
): PageHead {
  const page = resolvePage(path);
  const ownPath = pagePath(page);
  const title = pageTitle(page, language);
  const description = pageDescription(page, language);
  const selfUrl = absoluteUrl(options.prefixed ? localizedPath(path, language) : normalizePath(path));
  const canonical = ownPath === null ? null : canonicalUrl(ownPath, language, options.prefixed);
  const image = shareImage(page, language);
  const width = largestWidth(image.id);
  const imageUrl = absoluteUrl(imageSrc(image.id, width, 'jpg'));
  const noindex = !pageEntry(page.kind).indexable;

  return {
    lang: toLang(language),
    status: page.kind === 'notFound' ? 404 : 200,
    title,
    description,
    canonical,
    alternates: ownPath === null ? [] : alternatesFor(ownPath),
    og: {
      type: 'website',
      title,
      description,
      url: canonical ?? selfUrl,
      image: imageUrl,
      imageWidth: width,
      imageHeight: imageHeight(image.id, width),
      imageAlt: image.alt,
      locale: OG_LOCALES[language],
      localeAlternates: LANGUAGE_CODES.filter((code) => code !== language).map((code) => OG_LOCALES[code]),
      siteName: HOTEL.name,
    },
    twitter: { card: 'summary_large_image', title, description, image: imageUrl, imageAlt: image.alt },
    ...(noindex ? { robots: 'noindex' as const } : {}),
    jsonLd: pageJsonLd(page, language, options.prices),
  };
}

/** Text safe inside an attribute value or element content. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` become \u escapes (still the
 * same JSON), so no value can close the script or open a comment; U+2028/9 are escaped for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
}

/** The head's HTML, one tag a line, for the prerenderer to put inside <head>. */
export function renderHeadTags(head: PageHead): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  }
  const { og, twitter } = head;
  tags.push(
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:image', og.image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', og.imageWidth),
    meta('property', 'og:image:height', og.imageHeight),
    meta('property', 'og:image:alt', og.imageAlt),
    meta('property', 'og:locale', og.locale),
    ...og.localeAlternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('name', 'twitter:card', twitter.card),
    meta('name', 'twitter:title', twitter.title),
    meta('name', 'twitter:description', twitter.description),
    meta('name', 'twitter:image', twitter.image),
    meta('name', 'twitter:image:alt', twitter.imageAlt),
  );
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(block)}</script>`);
  return tags.join('\n');
}
