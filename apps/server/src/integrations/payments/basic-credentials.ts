import { createHash, timingSafeEqual } from 'node:crypto';

export type Headers = Record<string, string | string[] | undefined>;

/**
 * Whether an Authorization header carries exactly these HTTP Basic credentials. Both parts are
 * always compared, as digests of equal length, so the time taken says nothing about how much matched.
 */
export function hasBasicCredentials(headers: Headers, username: string, password: string): boolean {
  const header = headers.authorization ?? headers.Authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(value ?? '');
  const decoded = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const givenUser = colon < 0 ? '' : decoded.slice(0, colon);
  const givenPassword = colon < 0 ? '' : decoded.slice(colon + 1);
  const userMatches = sameDigest(givenUser, username);
  const passwordMatches = sameDigest(givenPassword, password);
  return match !== null && colon >= 0 && userMatches && passwordMatches;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const sameDigest = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The Authorization header value for HTTP Basic credentials. */
export const basicAuthorization = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
