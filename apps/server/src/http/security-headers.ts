import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser's defences against injected scripts. The web app keeps its bearer token in localStorage,
 * where any script on the page could read it, so the Content-Security-Policy is what stands between an
 * injected script and the token: scripts only from this origin, no inline script, no eval, no plugins, and
 * no other site may frame the app (clickjacking). Styles may be inline: antd writes its CSS in <style>
 * elements at run time, and a style cannot read storage. Images may be data: or blob: URLs (logo previews).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** One year: browsers keep to HTTPS for that long once they have seen it. */
const HSTS = 'max-age=31536000; includeSubDomains';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  // Only where the app is reached over TLS (below): sent over plain HTTP it would lock a local install out.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Cross-origin isolation would keep lichess and the payment provider's pages from opening as popups.
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The headers helmet sets, worked out once. They are the same for every answer, and building helmet's middleware per
 * request (as @fastify/helmet does) cost an eighth of the event loop's time when a 1,000-player open's standings were
 * asked for 500 times a second.
 */
function helmetHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(helmetOptions)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  // Set before the handler runs, so that a route with a stricter policy of its own (a tournament's files) overrides it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // Behind a TLS-terminating proxy the protocol comes from X-Forwarded-Proto, which is believed only with TRUST_PROXY.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
