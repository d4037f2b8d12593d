import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVapid, decryptAes128gcm, type VapidClaims } from './crypto.js';

/** A subscription as PushSubscription.toJSON() gives it to the page. */
export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A message the push service accepted, decrypted as the browser would read it. */
export interface PushDelivery {
  endpoint: string;
  /** Seconds the push service may keep it (TTL header, RFC 8030 §5.2). */
  ttl: number;
  urgency: string | null;
  vapid: VapidClaims & { key: string };
  payload: string;
}

export interface PushRefusal {
  endpoint: string;
  status: number;
  reason: string;
}

export interface FakePushService {
  url: string;
  /**
   * A new subscription, with a key pair and auth secret of its own, as PushManager.subscribe would give a
   * browser. With an applicationServerKey, only messages signed by that VAPID key are accepted (RFC 8292 §4.2).
   */
  subscribe(applicationServerKey?: string): FakeSubscription;
  /** The push service forgets the subscription: later messages to it get 410 Gone. */
  expire(endpoint: string): void;
  delivered: PushDelivery[];
  refused: PushRefusal[];
  /** The deliveries to the endpoint once there are at least `count` (waits up to 5 s). */
  deliveriesTo(endpoint: string, count?: number): Promise<PushDelivery[]>;
  close(): Promise<void>;
}

interface Subscriber {
  receiver: ECDH;
  auth: Buffer;
  applicationServerKey?: string;
  expired: boolean;
}

const urgencies = new Set(['very-low', 'low', 'normal', 'high']);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A Web Push service on a free local port (or `port`), receiving messages as FCM or Mozilla's autopush would. */
export async function startFakePushService({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  const delivered: PushDelivery[] = [];
  const refused: PushRefusal[] = [];
  let origin = '';

  async function receive(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${origin}${request.url ?? ''}`;
    const refuse = (status: number, reason: string) => {
      refused.push({ endpoint, status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    const body = await readBody(request);
    const subscriber = subscribers.get(endpoint);
    if (request.method !== 'POST' || !request.url?.startsWith('/push/')) return refuse(404, 'Not a push resource');
    if (!subscriber || subscriber.expired) return refuse(410, 'No such subscription');
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header missing or not a whole number of seconds');
    const urgency = request.headers.urgency ?? null;
    if (urgency !== null && (typeof urgency !== 'string' || !urgencies.has(urgency)))
      return refuse(400, `Urgency ${String(urgency)} is not one of RFC 8030 §5.3`);
    let vapid: { claims: VapidClaims; key: string };
    try {
      vapid = checkVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
    } catch (error) {
      return refuse(401, `VAPID: ${(error as Error).message}`);
    }
    if (subscriber.applicationServerKey && subscriber.applicationServerKey !== vapid.key)
      return refuse(403, 'Signed by another key than the subscription was made with');
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'Content-Encoding must be aes128gcm');
    let payload: string;
    try {
      payload = decryptAes128gcm(body, subscriber.receiver, subscriber.auth);
    } catch (error) {
      return refuse(400, `Cannot decrypt: ${(error as Error).message}`);
    }
    delivered.push({ endpoint, ttl, urgency, vapid: { ...vapid.claims, key: vapid.key }, payload });
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  }

  const server = createServer((request, response) => {
    receive(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;

  return {
    url: origin,
    subscribe(applicationServerKey) {
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscribers.set(endpoint, { receiver, auth, applicationServerKey, expired: false });
      return { endpoint, expirationTime: null, keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    expire(endpoint) {
      const subscriber = subscribers.get(endpoint);
      if (subscriber) subscriber.expired = true;
    },
    delivered,
    refused,
    async deliveriesTo(endpoint, count = 1) {
      for (let waited = 0; waited < 5_000; waited += 20) {
        const found = delivered.filter((d) => d.endpoint === endpoint);
        if (found.length >= count) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const reasons = refused.filter((r) => r.endpoint === endpoint).map((r) => `${r.status} ${r.reason}`);
      throw new Error(`Fewer than ${count} push messages reached ${endpoint}${reasons.length ? `; refused: ${reasons.join('; ')}` : ''}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
