import type { PushSubscriptionBody } from '@kingside/contract';
import { activeWorker } from './service-worker.js';

/** What this browser can do about push notices. */
export type PushSupport = 'unsupported' | 'blocked' | 'available';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** This browser's current push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await activeWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks the player's permission and subscribes this browser at its push service with the server's key;
 * answers the subscription to record on the server. Rejects with a message the player can act on.
 */
export async function subscribeThisBrowser(serverKey: string): Promise<PushSubscriptionBody> {
  if (pushSupport() === 'unsupported') throw new Error('This browser cannot receive push notices; choose mail instead');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site: allow them in the browser settings, or choose mail');
  const registration = await activeWorker();
  if (!registration) throw new Error('Reload the page once: the app is still being installed in this browser');
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(serverKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('The browser gave an incomplete push subscription');
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
