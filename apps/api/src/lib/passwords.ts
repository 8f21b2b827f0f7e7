import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 defaults to argon2id
 * (its Algorithm enum is a `const enum`, which isolated modules cannot import).
 */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so an unknown username costs as much time as a wrong
 * password, and response timing does not reveal which accounts exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  await verifyPassword(await dummyHash, password);
}
