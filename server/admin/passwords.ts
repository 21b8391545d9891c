import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Compared against when the email is unknown, so that both failures take the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$aU8XGT5Yj+IrByeC1TonKg$v4j11LfjJe3nN1Nkv/jtRTYe8CdC08/KC/9Cm22l9Vc';

export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== null && ok;
  } catch {
    return false;
  }
}
