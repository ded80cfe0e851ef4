/**
 * Passkeys (WebAuthn) through @simplewebauthn/browser, fetched only when a staff member reaches
 * for one: no other console page, and no guest page, loads it.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { lazyModule } from '../../shared/lazyModule';

const webAuthn = lazyModule(() => import(/* webpackChunkName: "staff-passkey" */ '@simplewebauthn/browser'));

/** Whether this browser can use passkeys at all (false outside a browser). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Why a passkey step stopped: the person closed the browser's prompt, or something failed. */
export type PasskeyFailure = 'cancelled' | 'failed';

/** Whether an error from the browser's prompt means the person stopped it (NotAllowedError, AbortError). */
export function passkeyFailure(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? (error as Error & { code?: string }).name : '';
  const code = error instanceof Error ? (error as Error & { code?: string }).code : '';
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED'
    ? 'cancelled'
    : 'failed';
}

/** The browser's passkey prompt for signing in, from the server's options; its answer is the server's to check. */
export async function askForPasskey(options: unknown): Promise<unknown> {
  const { startAuthentication } = await webAuthn.load();
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** The browser's prompt to make a new passkey for this account, from the server's options. */
export async function makePasskey(options: unknown): Promise<unknown> {
  const { startRegistration } = await webAuthn.load();
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}
