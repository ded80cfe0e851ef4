/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in staff member adds one; next time they
 * sign in with it. The relying party is the site's origin (its host name is the RP ID; localhost
 * for tests and a machine of one's own). Challenges are stored in the database for five minutes,
 * single use, so that either of two server instances can check the answer.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { HOTEL } from '../../src/domain/hotel';
import type { Transact, StaffAccountsTable, Store } from '../db';
import { startSession } from './accounts';
import { stillValid } from '../storedTimes';
import { staffOrigin } from './origin';
import type { OriginConfig } from './origin';
import * as repo from './repository';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

function rp(config: OriginConfig): { origin: string; rpID: string } {
  const origin = staffOrigin(config);
  return { origin, rpID: new URL(origin).hostname };
}

/** The challenge an answer carries, read from its clientDataJSON; null when unreadable. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const data = response.response?.clientDataJSON;
  if (typeof data !== 'string' || data.length > 10_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

function parseTransports(text: string | null): string[] | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/** Options for navigator.credentials.create (startRegistration), the account's own passkeys excluded. */
export async function registrationOptions(
  store: Store,
  config: OriginConfig,
  account: StaffAccountsTable,
  now: Date = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = rp(config);
  const existing = await repo.passkeysOf(store, account.id);
  const options = await generateRegistrationOptions({
    rpName: `${HOTEL.name} staff`,
    rpID,
    userName: account.name,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: parseTransports(key.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await repo.insertChallenge(
    store,
    options.challenge,
    'registration',
    account.id,
    new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  );
  return options;
}

/** Checks a registration answer for the account's own challenge and stores the passkey; false when it does not verify. */
export async function register(
  transact: Transact,
  config: OriginConfig,
  account: StaffAccountsTable,
  response: RegistrationResponseJSON,
  now: Date = new Date(),
): Promise<boolean> {
  const challenge = challengeOf(response);
  if (challenge === null) return false;
  const { origin, rpID } = rp(config);
  return transact(async (trx) => {
    const stored = await repo.takeChallenge(trx, challenge);
    if (
      !stored ||
      stored.purpose !== 'registration' ||
      stored.staff_id !== account.id ||
      !stillValid(stored.expires_at, now, CHALLENGE_TTL_MS)
    )
      return false;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch {
      return false;
    }
    if (!verification.verified) return false;
    const { credential } = verification.registrationInfo;
    if (await repo.findPasskey(trx, credential.id)) return false;
    await repo.insertPasskey(trx, {
      id: credential.id,
      staff_id: account.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      created_at: now.toISOString(),
      last_used_at: null,
    });
    return true;
  });
}

/** Options for navigator.credentials.get (startAuthentication): any of the site's passkeys (discoverable). */
export async function authenticationOptions(
  store: Store,
  config: OriginConfig,
  now: Date = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = rp(config);
  await repo.purgeChallenges(store, now.toISOString());
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await repo.insertChallenge(
    store,
    options.challenge,
    'authentication',
    null,
    new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  );
  return options;
}

/** Checks a sign-in answer; a session token for the passkey's (not revoked) account, or null. */
export async function authenticate(
  transact: Transact,
  config: OriginConfig,
  response: AuthenticationResponseJSON,
  now: Date = new Date(),
): Promise<{ account: StaffAccountsTable; session: string } | null> {
  const challenge = challengeOf(response);
  if (challenge === null || typeof response.id !== 'string') return null;
  const { origin, rpID } = rp(config);
  const account = await transact(async (trx) => {
    const stored = await repo.takeChallenge(trx, challenge);
    if (!stored || stored.purpose !== 'authentication' || !stillValid(stored.expires_at, now, CHALLENGE_TTL_MS))
      return null;
    const key = await repo.findPasskey(trx, response.id);
    if (!key) return null;
    const owner = await repo.findAccount(trx, key.staff_id);
    if (!owner || owner.revoked_at !== null) return null;
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
          counter: Number(key.counter),
          transports: parseTransports(key.transports),
        },
        requireUserVerification: false,
      });
    } catch {
      return null;
    }
    if (!verification.verified) return null;
    await repo.updatePasskeyCounter(trx, key.id, verification.authenticationInfo.newCounter, now.toISOString());
    return owner;
  });
  if (!account) return null;
  return { account, session: await startSession(transact, account.id, 'passkey', now) };
}
