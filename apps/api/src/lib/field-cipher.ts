import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/** AES-256 takes a 32-byte key. */
export const ENCRYPTION_KEY_BYTES = 32;
/** GCM's recommended nonce length: 96 bits, fresh for every value. */
const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';
/** Every sealed value starts with this, so a sealed value is told apart from plaintext at a glance. */
const PREFIX = 'enc:v1:';
/** Separates the blind-index key from the encryption key it is derived from (HKDF's "info"). */
const BLIND_INDEX_INFO = 'pathways blind index v1';
/** The first bytes of every sealed file ("enc" and the format's version). */
const BYTES_MAGIC = Buffer.from('enc\x01', 'latin1');
/** A key id is the start of the key's SHA-256: it names the key without revealing it. */
const KEY_ID_HEX_CHARS = 12;
/** 64 bits: no two records of one organisation share a pseudonym in practice. */
const PSEUDONYM_HEX_CHARS = 16;

/** The id stored with every value sealed by `key`. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, KEY_ID_HEX_CHARS);
}

/** A base64 key of exactly 32 bytes, or an error that says what is wrong (never the key itself). */
export function decodeEncryptionKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== ENCRYPTION_KEY_BYTES) {
    throw new Error(
      `An encryption key must be ${ENCRYPTION_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`,
    );
  }
  return key;
}

/**
 * Field-level encryption with AES-256-GCM (authenticated: a changed byte fails to open rather than
 * reading as other data). Each value carries the id of its key, so keys can rotate: new values are
 * sealed with the current key, and older keys are kept only to open what they sealed.
 * @example
 * const cipher = new FieldCipher(key);
 * cipher.open(cipher.seal('1990-04-01')); // '1990-04-01'
 */
export class FieldCipher {
  readonly currentKeyId: string;
  private readonly keys = new Map<string, Buffer>();
  private readonly current: Buffer;
  private readonly indexKey: Buffer;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.current = current;
    // Never the encryption key itself: a key of its own, derived from it, only for matching.
    this.indexKey = Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), BLIND_INDEX_INFO, 32));
    this.currentKeyId = keyIdOf(current);
    for (const key of [current, ...previous]) this.keys.set(keyIdOf(key), key);
  }

  /** "enc:v1:<key id>:<iv>:<tag>:<ciphertext>", each part base64url. */
  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current, iv, { authTagLength: AUTH_TAG_BYTES });
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      `${PREFIX}${this.currentKeyId}`,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join(':');
  }

  open(sealed: string): string {
    if (!FieldCipher.isSealed(sealed)) throw new Error('Not a sealed value');
    const [keyId = '', iv = '', tag = '', body = ''] = sealed.slice(PREFIX.length).split(':');
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`No encryption key with id ${keyId} is configured`);
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
      authTagLength: AUTH_TAG_BYTES,
    });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /**
   * Binary sealing for files (issue 31): `BYTES_MAGIC`, the key id, iv, tag and ciphertext in one
   * buffer, so no base64 inflates a 10 MB upload. `context` (a document's id) is authenticated with
   * it: sealed bytes moved under another document's id fail to open instead of reading as it.
   */
  sealBytes(plaintext: Uint8Array, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current, iv, { authTagLength: AUTH_TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([
      BYTES_MAGIC,
      Buffer.from(this.currentKeyId, 'hex'),
      iv,
      cipher.getAuthTag(),
      body,
    ]);
  }

  openBytes(sealed: Uint8Array, context: string): Buffer {
    const buffer = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (!buffer.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC)) {
      throw new Error('Not sealed bytes');
    }
    let at = BYTES_MAGIC.length;
    const take = (length: number) => buffer.subarray(at, (at += length));
    const keyId = take(KEY_ID_HEX_CHARS / 2).toString('hex');
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`No encryption key with id ${keyId} is configured`);
    const iv = take(IV_BYTES);
    const tag = take(AUTH_TAG_BYTES);
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: AUTH_TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(buffer.subarray(at)), decipher.final()]);
  }

  /**
   * A stable pseudonym for a record (de-identified exports): an HMAC of `label` under the current
   * key, so the same record always gets the same one while the key stands, and nobody without the
   * key can tell whose it is. A key rotation gives every record a new pseudonym.
   * @example
   * cipher.pseudonym('client:42'); // 'p-3f9c0a1b7e2d4c55'
   */
  pseudonym(label: string): string {
    const digest = createHmac('sha256', this.current).update(`pseudonym:${label}`).digest('hex');
    return `p-${digest.slice(0, PSEUDONYM_HEX_CHARS)}`;
  }

  /**
   * A keyed blind index (HMAC-SHA256) of an already normalised value: equal values give equal
   * indexes, so sealed values can be matched without opening them, and without the key nobody can
   * test a guess against it. It follows the current key: after a rotation, rows indexed under the
   * old key match again once re-indexed.
   */
  blindIndex(normalised: string): string {
    return createHmac('sha256', this.indexKey).update(normalised, 'utf8').digest('base64url');
  }

  static isSealed(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(PREFIX);
  }
}
