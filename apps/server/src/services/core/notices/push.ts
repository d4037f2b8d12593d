import webPush from 'web-push';
import type { PushMessage } from '@kingside/contract';
import type { Vapid } from './vapid.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410, RFC 8030 §7.3); it is to be removed. */
export type PushOutcome = 'sent' | 'gone';

/** A pairing notice is stale after a day: the push service may drop it rather than deliver it late. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * One encrypted message (RFC 8291, aes128gcm) to one browser through its push service (RFC 8030),
 * signed with the server's VAPID key (RFC 8292). web-push encrypts and signs; the request goes through
 * fetch, which also reaches a local push service on plain http (development and tests; subscriptions
 * are https unless WEB_PUSH_ALLOW_HTTP). Rejects when the push service refuses or cannot be reached.
 */
export async function sendPush(subscription: StoredSubscription, message: PushMessage, vapid: Vapid): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, contentEncoding: 'aes128gcm', TTL: TTL_SECONDS, urgency: 'high' },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const answer = await fetch(request.endpoint, { method: 'POST', headers, body: request.body, signal: AbortSignal.timeout(10_000), redirect: 'error' });
  if (answer.status === 404 || answer.status === 410) return 'gone';
  if (!answer.ok) throw new Error(`The push service answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return 'sent';
}
