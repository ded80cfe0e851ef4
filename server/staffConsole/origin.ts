/** The site's own origin as the staff console uses it: sign-in addresses, request pages, passkeys and the Origin check. */
import type { Config } from '../config';

export type OriginConfig = Pick<Config, 'siteOrigin' | 'port'>;

/** SITE_ORIGIN, else http://localhost:<PORT>. */
export function staffOrigin(config: OriginConfig): string {
  return config.siteOrigin ?? `http://localhost:${config.port}`;
}

/** Whether the origin is plain http on localhost, where a Secure cookie would not be kept. */
export function isLocalHttp(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));
}

/** The one-time sign-in address: the token in the fragment, so that no proxy or log sees it. */
export function signInAddress(config: OriginConfig, token: string): string {
  return `${staffOrigin(config)}/staff/sign-in#${token}`;
}

/** The console's page of a request. */
export function requestPage(config: OriginConfig, reference: string): string {
  return `${staffOrigin(config)}/staff/requests/${encodeURIComponent(reference)}`;
}
