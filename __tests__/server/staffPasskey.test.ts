/**
 * Passkeys with a software authenticator (a P-256 key of node:crypto, CBOR by the library's own
 * helpers, attestation "none"): a signed-in staff member registers one, signs in with it from a
 * fresh browser, and the answer cannot be replayed; a wrong origin or an unknown key is refused.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { invite } from '../../server/staffConsole/accounts';

jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:4306';
const RP_ID = 'localhost';
const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');

/** A platform authenticator of one credential, as navigator.credentials would answer. */
function softwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const credentialId = randomBytes(16);
  let counter = 0;
  const rpIdHash = createHash('sha256').update(RP_ID).digest();
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  return {
    create(challenge: string, origin = ORIGIN) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get(challenge: string, key: KeyObject = privateKey, origin = ORIGIN) {
      counter += 1;
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes()]);
      const client = clientData('webauthn.get', challenge, origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, createHash('sha256').update(client).digest()]),
        key,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64(client), authenticatorData: b64(authenticatorData), signature: b64(signature) },
        clientExtensionResults: {},
      };
    },
  };
}

describe('passkeys', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN });
  });
  afterEach(async () => {
    await server.close();
  });

  it('registers a passkey for the signed-in staff member and signs in with it once per challenge; a foreign origin or key is refused', async () => {
    const { token } = await invite(server.app.transact, { name: 'Dilnoza', role: 'owner', lang: 'uz' });
    const signIn = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    const cookie = signIn.headers['set-cookie']!.split(';')[0]!;
    // On http://localhost the cookie cannot be Secure (the browser would drop it).
    expect(signIn.headers['set-cookie']).not.toContain('Secure');
    const authenticator = softwareAuthenticator();

    const options = await server.post('/api/staff/passkeys/registration-options', {}, { origin: ORIGIN, cookie });
    expect(options.status).toBe(200);
    expect(options.body.rp).toEqual({ name: expect.any(String), id: RP_ID });
    const registered = await server.post(
      '/api/staff/passkeys/registration',
      { response: authenticator.create(options.body.challenge) },
      { origin: ORIGIN, cookie },
    );
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ passkeys: 1 });
    expect((await server.get('/api/staff/session', { cookie })).body.staff.passkeys).toBe(1);

    const auth = await server.post('/api/staff/passkeys/authentication-options', {}, { origin: ORIGIN });
    const answer = authenticator.get(auth.body.challenge);
    const signedIn = await server.post('/api/staff/passkeys/authentication', { response: answer }, { origin: ORIGIN });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.staff).toEqual(expect.objectContaining({ name: 'Dilnoza', role: 'owner', passkeys: 1 }));
    const session = signedIn.headers['set-cookie']!.split(';')[0]!;
    expect((await server.get('/api/staff/session', { cookie: session })).status).toBe(200);
    // The same answer again: its challenge is spent.
    expect(
      (await server.post('/api/staff/passkeys/authentication', { response: answer }, { origin: ORIGIN })).body.error
        .code,
    ).toBe('passkey_failed');

    const again = await server.post('/api/staff/passkeys/authentication-options', {}, { origin: ORIGIN });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(
      (
        await server.post(
          '/api/staff/passkeys/authentication',
          { response: authenticator.get(again.body.challenge, stranger) },
          { origin: ORIGIN },
        )
      ).status,
    ).toBe(401);
    const third = await server.post('/api/staff/passkeys/authentication-options', {}, { origin: ORIGIN });
    expect(
      (
        await server.post(
          '/api/staff/passkeys/authentication',
          { response: authenticator.get(third.body.challenge, undefined, 'https://evil.example') },
          { origin: ORIGIN },
        )
      ).status,
    ).toBe(401);
  });
});
