/** What a create form last sent, kept per browser tab: its content and the client token it went with. */
interface Sent {
  content: string;
  token: string;
}

/** A random (version 4) UUID; crypto.randomUUID needs a secure context, which a club's LAN address over HTTP is not. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function lastSent(key: string): Sent | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Sent> | null;
    return typeof stored?.content === 'string' && typeof stored.token === 'string' ? { content: stored.content, token: stored.token } : null;
  } catch {
    return null;
  }
}

/**
 * The client token for sending `content` from the create form `form` (the contract's clientToken): the one it was
 * sent with last time if the content is the same, so a double click or the form sent again after Back answers the
 * first tournament or player instead of making another; a new one for anything else.
 */
export function clientTokenFor(form: string, content: unknown): string {
  const key = `kingside.sent.${form}`;
  const shown = JSON.stringify(content);
  const last = lastSent(key);
  if (last?.content === shown) return last.token;
  const token = randomToken();
  try {
    sessionStorage.setItem(key, JSON.stringify({ content: shown, token } satisfies Sent));
  } catch {
    // Storage full or refused: the token still holds for this one request.
  }
  return token;
}
