/**
 * Which page an unprefixed path shows, and the page's own heading and lead text in a language.
 * Titles and descriptions are built from the same catalogues the pages render, so a snippet never
 * says something the page does not.
 */
import { matchPath } from 'react-router-dom';
import { PAGES, type SeoPage } from '../app/pageManifest';
import type { LanguageCode } from '../shared/language/languages';
import { homeTexts } from '../features/home/home.texts';
import { roomCopy } from '../shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from '../features/rooms/roomsList.texts';
import { aboutTexts } from '../features/about/about.texts';
import { galleryTexts } from '../features/gallery/gallery.texts';
import { servicePageTexts } from '../features/services/servicePages.texts';
import { myRequestsTexts } from '../features/booking/myRequests.texts';
import { privacyTexts } from '../features/privacy/privacy.texts';
import { appTexts } from '../app/app.texts';
import { serviceHeading } from '../features/services/serviceHeading';
import { homePageTitle, innerPageTitle } from '../shared/pageTitles';
import { normalizePath } from './site';

export type { SeoPage };

/** The page an unprefixed path shows: the first page of the manifest whose route path matches it. */
export function resolvePage(path: string): SeoPage {
  const normal = normalizePath(path);
  for (const page of PAGES) {
    if (page.path === '*') continue;
    const match = matchPath({ path: `/${page.path}`, caseSensitive: true, end: true }, normal);
    if (match) return page.resolve(match.params) ?? { kind: 'notFound' };
  }
  return { kind: 'notFound' };
}

/** The page's own heading as the page shows it (null for home, whose title is the hotel's). */
export function pageHeading(page: SeoPage, language: LanguageCode): string | null {
  switch (page.kind) {
    case 'home':
      return null;
    case 'rooms':
      return roomsPageTexts[language].title;
    case 'room':
      return roomCopy[language][page.room.id]?.title ?? roomsPageTexts[language].title;
    case 'about':
      return aboutTexts[language].title;
    case 'gallery':
      return galleryTexts[language].title;
    case 'service':
      return serviceHeading(page.slug, language);
    case 'myRequests':
      return myRequestsTexts[language].title;
    case 'privacy':
      return privacyTexts[language].title;
    case 'notFound':
      return appTexts[language].notFoundTitle;
  }
}

/** The page's <title> (see ./titles). */
export function pageTitle(page: SeoPage, language: LanguageCode): string {
  const heading = pageHeading(page, language);
  return heading === null ? homePageTitle(homeTexts[language].pageTitle) : innerPageTitle(heading, language);
}

const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

/**
 * A snippet of 70–160 characters from a page's text: whole sentences while they fit, otherwise
 * the text cut at a word with an ellipsis (search engines cut longer ones at random places).
 */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const sentences = clean.split(/(?<=[.!?…])\s+/);
  let fitted = '';
  for (const sentence of sentences) {
    const next = fitted ? `${fitted} ${sentence}` : sentence;
    if (next.length > DESCRIPTION_MAX) break;
    fitted = next;
  }
  if (fitted.length >= DESCRIPTION_MIN) return fitted;
  const room = clean.slice(0, DESCRIPTION_MAX); // one character is left for the ellipsis
  const cut = room.slice(0, room.lastIndexOf(' ')).replace(/[\s,;:—–-]+$/, '');
  return `${cut}…`;
}

/** The page's description, from its lead (or, for a room, its description). */
export function pageDescription(page: SeoPage, language: LanguageCode): string {
  switch (page.kind) {
    case 'home': {
      const slide = homeTexts[language].hero.slides[0];
      return fitDescription(slide ? `${slide.title}. ${slide.subtitle}` : homeTexts[language].about.body);
    }
    case 'rooms':
      return fitDescription(roomsPageTexts[language].lead);
    case 'room':
      return fitDescription(roomCopy[language][page.room.id]?.desc ?? roomsPageTexts[language].lead);
    case 'about':
      return fitDescription(aboutTexts[language].lead);
    case 'gallery':
      return fitDescription(galleryTexts[language].lead);
    case 'service': {
      const copy = servicePageTexts[language][page.slug];
      // The Wi-Fi lead alone is a line; its first paragraph follows it on the page.
      return fitDescription('paragraphs' in copy ? [copy.lead, ...copy.paragraphs].join(' ') : copy.lead);
    }
    case 'myRequests':
      return fitDescription(myRequestsTexts[language].lead);
    case 'privacy':
      return fitDescription(privacyTexts[language].lead);
    case 'notFound':
      return fitDescription(appTexts[language].notFoundText);
  }
}

/**
 * The <title> of an unprefixed path, exactly as the prerendered head has it: for the client to
 * keep document.title the same after hydration and on in-app navigation.
 */
export function titleForPath(path: string, language: LanguageCode): string {
  return pageTitle(resolvePage(path), language);
}
