// @ts-nocheck
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes, 1 lane): the OWASP baseline for argon2id.
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first login, so even the first unknown email is not faster. */
export function warmDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-for-timing-only');
  return dummyHash;
}

/**
 * Verifies a password against a stored hash. With no hash (unknown account) it still runs one verification against
 * a fixed dummy hash, so a wrong email takes about as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await warmDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}
