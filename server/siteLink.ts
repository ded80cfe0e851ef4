/**
 * The site's address for links the server writes (emails, a gateway's return address):
 * SITE_ORIGIN as the site is built with it, else the example origin the build uses too.
 */
import type { Lang } from '../src/domain/booking';
import { siteOrigin } from './config';

/** `path` (e.g. `/my-requests`) in `lang`: Uzbek, the default language, has no prefix. */
export function siteLink(path: string, lang: Lang, env?: Record<string, string | undefined>): string {
  return `${siteOrigin(env)}${lang === 'uz' ? '' : `/${lang}`}${path}`;
}
