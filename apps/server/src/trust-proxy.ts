import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies' X-Forwarded-For (and -Proto, -Host) entries are believed, in the forms Fastify's
 * trustProxy takes: none, how many proxies stand in front (a hop count), or their addresses and
 * ranges. Never "every hop": the leftmost entries of X-Forwarded-For are written by the client, so
 * believing them lets anyone pick the address the per-address limits count.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges, which Fastify accepts among addresses. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];
const mostHops = 10;

export const trustAllRefused =
  'TRUST_PROXY=true would believe the whole X-Forwarded-For chain, whose leftmost addresses the client writes. ' +
  'Give the number of proxies in front of Kingside (TRUST_PROXY=1 for one nginx) or their addresses and ranges (TRUST_PROXY=127.0.0.1,10.0.0.0/8)';

function isAddressOrRange(text: string): boolean {
  if (namedRanges.includes(text) || isIP(text) !== 0) return true;
  const [address, prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (rest.length > 0 || family === 0 || !/^\d{1,3}$/.test(prefix ?? '')) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxyVariable = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim();
  if (['false', 'no'].includes(text.toLowerCase())) return false;
  if (['true', 'yes'].includes(text.toLowerCase())) {
    ctx.addIssue({ code: 'custom', message: trustAllRefused });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= mostHops) return hops === 0 ? false : hops;
    ctx.addIssue({ code: 'custom', message: `${text} proxies in front of Kingside? At most ${mostHops} hops are believed` });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `"${wrong}" is neither a number of proxies nor an IP address or CIDR range (e.g. 1, or 127.0.0.1,10.0.0.0/8)`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's form of it. A hop count becomes a function of the hop's position: Fastify itself now
 * takes a bare number as "trust no hop" for every header, which would give every client the
 * proxy's address. Like any hop count, it is right only where Kingside can be reached through its
 * proxies alone; otherwise name them.
 */
export const fastifyTrustProxy = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
