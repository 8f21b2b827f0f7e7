import { isIP } from 'node:net';

/** Which X-Forwarded-For hops to believe: none, the nearest `n`, or those from these addresses. */
export type TrustProxy = false | number | string[];

/** More proxies than any real deployment chains; a bigger count is a typo. */
const MAX_HOPS = 10;
const MAX_PREFIX = { 4: 32, 6: 128 } as const;
/** Names proxy-addr (Fastify's) knows for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  'TRUST_PROXY takes the number of proxies in front of the server (e.g. 1 behind one load balancer) or their addresses and CIDR ranges, comma-separated (e.g. 10.0.0.0/8,192.0.2.7)';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= MAX_PREFIX[version as 4 | 6];
}

/**
 * Reads TRUST_PROXY. The client's address (what every rate limit counts by) is then the right-most
 * one in X-Forwarded-For that is not a trusted proxy. `true` would trust every hop, and the left-most
 * value, which the client writes itself, would dodge every limit: it is refused with what to write.
 * @example
 * parseTrustProxy('1') // 1
 * parseTrustProxy('10.0.0.0/8, 127.0.0.1') // ['10.0.0.0/8', '127.0.0.1']
 * parseTrustProxy(undefined) // false
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (setting === 'true') {
    throw new Error(
      `TRUST_PROXY=true would trust every X-Forwarded-For hop, and clients write that header themselves, so anyone could dodge the rate limits. ${TRUST_PROXY_HELP}.`,
    );
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > MAX_HOPS)
      throw new Error(`TRUST_PROXY=${setting} is more hops than ${MAX_HOPS}. ${TRUST_PROXY_HELP}.`);
    return hops;
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY has ${wrong.map((entry) => `"${entry}"`).join(', ')}, which is not an IP address or CIDR range. ${TRUST_PROXY_HELP}.`,
    );
  }
  return entries;
}

/**
 * The setting as Fastify's `trustProxy` takes it (its types have no hop count): the nearest `hops`
 * hops from the socket are trusted, as proxy-addr does for a number.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
