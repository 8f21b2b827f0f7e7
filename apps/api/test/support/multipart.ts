import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  name: string;
  /** What the browser claims; the server must not believe it. */
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it: the fields first, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: MultipartFile,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pathways${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of each accepted type, then `body`. */
export const signatures = {
  pdf: Buffer.from('%PDF-1.7\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  /** An iPhone photo's ftyp box: major brand heic, compatible mif1 and heic. */
  heic: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
  ]),
  /** A Windows program ("MZ"), whatever it is named. */
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
} as const;

export function fileOf(kind: keyof typeof signatures, body: string | Buffer = 'content'): Buffer {
  return Buffer.concat([signatures[kind], Buffer.isBuffer(body) ? body : Buffer.from(body)]);
}
