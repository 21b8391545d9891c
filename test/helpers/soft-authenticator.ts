import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey (ES256, "none" attestation) for HTTP tests: it answers the server's
 * registration and sign-in challenges the way a browser's authenticator would, for one origin.
 */
export interface SoftAuthenticator {
  credentialId: string;
  register(challenge: string, origin?: string): Record<string, unknown>;
  authenticate(challenge: string, origin?: string): Record<string, unknown>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

function u32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

/** How this authenticator differs from a common one: a longer credential id, other transports. */
export interface SoftAuthenticatorShape {
  credentialBytes?: number;
  transports?: unknown;
}

export function softAuthenticator(siteOrigin: string, shape: SoftAuthenticatorShape = {}): SoftAuthenticator {
  const rpIdHash = sha256(new URL(siteOrigin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credential = randomBytes(shape.credentialBytes ?? 16);
  let counter = 0;
  // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]);
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    credentialId: b64(credential),
    register(challenge, origin = siteOrigin) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credential.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        u32(counter),
        Buffer.alloc(16),
        length,
        credential,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id: b64(credential),
        rawId: b64(credential),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: shape.transports ?? ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(challenge, origin = siteOrigin) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), u32(counter)]);
      const data = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64(credential),
        rawId: b64(credential),
        type: 'public-key',
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature) },
        clientExtensionResults: {},
      };
    },
  };
}
