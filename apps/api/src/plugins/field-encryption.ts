import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_DIR_MODE, IN_MEMORY_DATA_DIR } from '../db/create-db.js';
import type { Env } from '../env.js';
import { ENCRYPTION_KEY_BYTES, FieldCipher, decodeEncryptionKey } from '../lib/field-cipher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens sensitive answers (services/sensitive-fields.ts). */
    cipher: FieldCipher;
  }
}

/** The generated key of a deployment without DATA_ENCRYPTION_KEY (never production: env.ts refuses). */
export const GENERATED_KEY_FILE = 'encryption.key';
/** Owner read/write only. */
const KEY_FILE_MODE = 0o600;

/**
 * The current key: DATA_ENCRYPTION_KEY, else the key file in DATA_DIR (made on first start), else,
 * for an in-memory database, a key that lives as long as the process (as does the data it seals).
 */
export function loadEncryptionKey(
  env: Pick<Env, 'DATA_ENCRYPTION_KEY' | 'DATA_DIR' | 'NODE_ENV'>,
): Buffer {
  if (env.DATA_ENCRYPTION_KEY) return decodeEncryptionKey(env.DATA_ENCRYPTION_KEY);
  if (env.NODE_ENV === 'production')
    throw new Error('DATA_ENCRYPTION_KEY is required in production');
  if (env.DATA_DIR === IN_MEMORY_DATA_DIR) return randomBytes(ENCRYPTION_KEY_BYTES);
  const file = join(env.DATA_DIR, GENERATED_KEY_FILE);
  if (existsSync(file)) return decodeEncryptionKey(readFileSync(file, 'utf8'));
  mkdirSync(env.DATA_DIR, { recursive: true, mode: DATA_DIR_MODE });
  const key = randomBytes(ENCRYPTION_KEY_BYTES);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: KEY_FILE_MODE, flag: 'wx' });
  return key;
}

export function createFieldCipher(
  env: Pick<Env, 'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_PREVIOUS_KEYS' | 'DATA_DIR' | 'NODE_ENV'>,
): FieldCipher {
  const previous = (env.DATA_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .filter((key) => key.trim() !== '')
    .map(decodeEncryptionKey);
  return new FieldCipher(loadEncryptionKey(env), previous);
}

export interface FieldEncryptionOptions {
  env: Env;
  /** A cipher shared with another app on the same database (tests). */
  cipher?: FieldCipher | undefined;
}

export default fp<FieldEncryptionOptions>(
  function fieldEncryption(app: FastifyInstance, { env, cipher }, done) {
    const fieldCipher = cipher ?? createFieldCipher(env);
    app.decorate('cipher', fieldCipher);
    app.log.info({ keyId: fieldCipher.currentKeyId }, 'field encryption ready');
    done();
  },
  { name: 'field-encryption' },
);
