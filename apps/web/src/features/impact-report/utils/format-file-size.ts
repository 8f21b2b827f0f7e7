const BYTES_PER_KB = 1000;
const BYTES_PER_MB = 1_000_000;

/**
 * A download's size the way the spec labels it ("1.2MB"), in decimal units as file managers show
 * them.
 * @example formatFileSize(1_234_567) // '1.2MB'
 * @example formatFileSize(48_300) // '48KB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return `${(bytes / BYTES_PER_MB).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(bytes / BYTES_PER_KB))}KB`;
}
