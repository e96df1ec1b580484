import crypto from 'node:crypto';

/*
 * The browser's half of Web Push encryption, written out for the tests' push service: a subscription's keys (as
 * pushManager.subscribe makes them) and the decryption of what a server sends to it (RFC 8291, aes128gcm of RFC
 * 8188), with node:crypto only — so a test reads the very payload a browser would, not what the library says it sent.
 */

const b64url = (buf: Buffer) => buf.toString('base64url');

export interface BrowserKeys {
  /** As PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
  /** The private half, which never leaves the browser. */
  ecdh: crypto.ECDH;
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(crypto.randomBytes(16)), ecdh };
}

/**
 * Decrypts an aes128gcm push message body for the browser that owns `keys`:
 * header = salt(16) | record size(4) | key id length(1) | key id (the server's ephemeral public key), then one record.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  const shared = keys.ecdh.computeSecret(serverPublic);
  // RFC 8291 §3.3: the input keying material from the ECDH secret and the auth secret.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, keyInfo, 32));
  // RFC 8188 §2.2: the content key and the nonce from the salt.
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any padding (zeros) after it.
  const end = plain.lastIndexOf(2);
  if (end < 0 || plain.subarray(end + 1).some((b) => b !== 0)) throw new Error('No last-record delimiter in the push message');
  return plain.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key (the `k` of the Authorization header). */
  key: string;
}

/**
 * Checks a request's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by
 * that key; its claims, or an error saying what is wrong.
 */
export function verifyVapid(authorization: string | undefined): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`No VAPID authorization: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const ok = crypto.verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('The VAPID signature does not verify');
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as Omit<VapidClaims, 'key'>), key: k };
}
