import webPush, { WebPushError } from 'web-push';
import type { PushMessage } from '@kingside/contract';
import type { Vapid } from './vapid.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410, RFC 8030 §7.3); it is to be removed. */
export type PushOutcome = 'sent' | 'gone';

/**
 * One encrypted message (RFC 8291, aes128gcm) to one browser through its push service (RFC 8030),
 * signed with the server's VAPID key (RFC 8292). Rejects when the push service refuses or cannot be reached.
 */
export async function sendPush(subscription: StoredSubscription, message: PushMessage, vapid: Vapid): Promise<PushOutcome> {
  try {
    await webPush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        contentEncoding: 'aes128gcm',
        // A pairing notice is stale after a day; the push service may drop it rather than deliver it late.
        TTL: 24 * 60 * 60,
        urgency: 'high',
        timeout: 10_000,
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    throw error;
  }
}
