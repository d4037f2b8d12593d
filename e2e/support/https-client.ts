import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { liveEvent, type LiveEvent } from '@kingside/contract';

/** How a test client reaches a TLS front with a self-signed certificate, from a loopback address of its choice. */
export interface ClientOptions {
  /** The certificate to trust. */
  ca: string;
  /** The client's own address (any of 127.0.0.0/8), so the server's view of it can be told from the proxy's. */
  localAddress?: string;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as JSON (undefined when it is not). */
  json: unknown;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function open(url: string, method: string, client: ClientOptions, headers: Record<string, string>) {
  const target = new URL(url);
  const options = { method, headers, localAddress: client.localAddress, ca: client.ca, agent: false as const };
  return target.protocol === 'https:' ? httpsRequest(target, options) : httpRequest(target, options);
}

/** One request, answered whole; whatever the status. */
export function send(url: string, method: string, client: ClientOptions, { token, body, headers = {} }: RequestOptions = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const all = {
    ...headers,
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = open(url, method, client, all);
    outgoing.on('error', reject);
    outgoing.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
      });
    });
    outgoing.end(payload);
  });
}

/** A live stream being followed: the events as they arrive, each with the moment it did. */
export interface LiveFollower {
  readonly headers: IncomingHttpHeaders;
  /** Resolves with the first event (from now on, or already received after `since`) that matches. */
  next(matches: (event: LiveEvent) => boolean, { timeoutMs, since }?: { timeoutMs?: number; since?: number }): Promise<{ event: LiveEvent; at: number }>;
  close(): void;
}

/** Follows `GET …/live` (server-sent events) and resolves once the server's greeting has arrived: subscribed. */
export function followLive(url: string, client: ClientOptions): Promise<LiveFollower> {
  const received: { event: LiveEvent; at: number }[] = [];
  const waiting = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const outgoing = open(url, 'GET', client, { accept: 'text/event-stream' });
    outgoing.on('error', reject);
    outgoing.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) return reject(new Error(`GET ${url}: ${response.statusCode}`));
      let buffered = '';
      let greeted = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n');
          if (data) received.push({ event: liveEvent.parse(JSON.parse(data)), at: Date.now() });
        }
        for (const wake of waiting) wake();
        if (!greeted) {
          greeted = true;
          resolve(follower);
        }
      });
      const follower: LiveFollower = {
        headers: response.headers,
        next(matches, { timeoutMs = 10_000, since = Date.now() } = {}) {
          return new Promise((found, failed) => {
            const look = () => {
              const hit = received.find((entry) => entry.at >= since && matches(entry.event));
              if (!hit) return;
              clearTimeout(timer);
              waiting.delete(look);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiting.delete(look);
              failed(new Error(`No such live event within ${timeoutMs} ms; received: ${JSON.stringify(received.map((entry) => entry.event))}`));
            }, timeoutMs);
            waiting.add(look);
            look();
          });
        },
        close: () => outgoing.destroy(),
      };
    });
    outgoing.end();
  });
}
