/** The hosting platform's domain: the Debug Mode link and the extra diagnostics show there only (spec §2). */
export const HOSTING_DOMAIN = 'netlify.app';

/** The platform's own domain or any site on it; `netlify.app.example.com` is not. */
export function isOnHostingPlatform(hostname: string): boolean {
  return hostname === HOSTING_DOMAIN || hostname.endsWith(`.${HOSTING_DOMAIN}`);
}
