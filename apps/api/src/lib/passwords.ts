import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-level memory cost). */
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

/** A fixed hash to verify against when the e-mail is unknown, so timing doesn't reveal which accounts exist. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return argon2.verify(hash, plain).catch(() => false);
}
