import type { DocumentContentType } from '@pathways/schemas';

/*
 * The type of an upload, judged by its first bytes (issue 31): never by its name or the browser's
 * Content-Type, which the uploader controls. Four fixed signatures are all the portal accepts, so
 * they are checked here rather than with a general detection library (file-type knows ~150
 * formats, reads through an async tokenizer stack and several packages, and would still need this
 * allow-list on top); the table below is the whole rule, and its tests feed it real headers.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [...'%PDF-'].map((char) => char.charCodeAt(0));
/** HEIC's brands (ISO/IEC 23008-12): HEVC-coded images and sequences. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** The general HEIF brands: HEIC only when a HEVC brand is among the compatible ones (not AVIF). */
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** An ISO-BMFF file starts with its `ftyp` box: size (4), "ftyp", major brand, version, brands. */
const FTYP_BRANDS_START = 16;
const BRAND_BYTES = 4;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < FTYP_BRANDS_START || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (!HEIF_BRANDS.has(major)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  for (let at = FTYP_BRANDS_START; at + BRAND_BYTES <= end; at += BRAND_BYTES) {
    if (HEIC_BRANDS.has(ascii(bytes, at, at + BRAND_BYTES))) return true;
  }
  return false;
}

/** The accepted type these bytes are, or null for anything else (an EXE named "cv.pdf"). */
export function contentTypeOf(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}
