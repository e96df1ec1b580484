import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.js';
import { pushVapidKeys } from '../../db/schema.js';

export interface VapidKeys {
  /** URL-safe base64 of the uncompressed P-256 point: what a browser's pushManager.subscribe takes. */
  publicKey: string;
  privateKey: string;
}

// Per database (the tests run several apps in one process): the row never changes once made.
const known = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The app's VAPID key pair, made on the first need and kept in the database, so every instance signs with the
 * same key and every browser's subscription (tied to the public key) stays valid across restarts. Two instances
 * making it at once: both insert, one wins (`on conflict do nothing`), both read the winner's.
 */
export function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = loadOrMake(db);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}

async function loadOrMake(db: DbOrTx): Promise<VapidKeys> {
  const read = async () => (await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys).limit(1))[0];
  const stored = await read();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  return (await read())!;
}
