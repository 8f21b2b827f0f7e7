import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.js';
import { FieldCipher, keyIdOf } from '../src/lib/field-cipher.js';
import { GENERATED_KEY_FILE, createFieldCipher } from '../src/plugins/field-encryption.js';
import { TEST_ENCRYPTION_KEY, TEST_SESSION_SECRET } from './support/test-app.js';

const oldKey = Buffer.alloc(32, 1);
const newKey = Buffer.alloc(32, 2);

describe('field encryption (AES-256-GCM with key ids)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathways-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens what it sealed, and seals the same value differently each time', () => {
    const cipher = new FieldCipher(newKey);
    const first = cipher.seal('1988-04-12');
    expect(first).toMatch(new RegExp(`^enc:v1:${keyIdOf(newKey)}:`));
    expect(first).not.toContain('1988');
    expect(cipher.seal('1988-04-12')).not.toBe(first);
    expect(cipher.open(first)).toBe('1988-04-12');
  });

  it('refuses a value that was changed (authenticated encryption)', () => {
    const cipher = new FieldCipher(newKey);
    const sealed = cipher.seal('on parole until 2027');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => cipher.open(tampered)).toThrow();
  });

  it('after a rotation, opens old values with the previous key and seals new ones with the new key', () => {
    const sealedBefore = new FieldCipher(oldKey).seal('recovery');
    const rotated = new FieldCipher(newKey, [oldKey]);
    expect(rotated.open(sealedBefore)).toBe('recovery');
    expect(rotated.seal('x')).toContain(keyIdOf(newKey));
    expect(() => new FieldCipher(newKey).open(sealedBefore)).toThrow(/No encryption key/);
  });

  it('generates a key file in DATA_DIR on first start and reuses it', () => {
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const sealed = createFieldCipher(env).seal('kept across restarts');
    const file = join(dataDir, GENERATED_KEY_FILE);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createFieldCipher(env).open(sealed)).toBe('kept across restarts');
  });

  it('refuses to start in production without a key, or with a key of the wrong size', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: TEST_SESSION_SECRET };
    expect(() => parseEnv(production)).toThrow(/DATA_ENCRYPTION_KEY is required/);
    expect(() =>
      parseEnv({ ...production, DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }),
    ).toThrow(/32 bytes/);
    const env = parseEnv({ ...production, DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY });
    expect(createFieldCipher(env).currentKeyId).toBe(
      keyIdOf(Buffer.from(TEST_ENCRYPTION_KEY, 'base64')),
    );
  });
});
