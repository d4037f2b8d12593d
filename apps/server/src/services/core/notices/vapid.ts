import webPush from 'web-push';
import type { Db } from '../../../db/connection.js';
import { vapidKeys } from '../../../db/schema/index.js';
import type { Clock } from '../clock.js';

/** The server's VAPID identity: push services check each message's signature against the public key a browser subscribed with. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service can reach the sender at. */
  subject: string;
}

const known = new WeakMap<Db, Promise<Vapid>>();

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set (several instances, or a key kept across
 * databases); otherwise a pair generated once and kept in vapid_keys, so subscriptions outlive restarts.
 * VAPID_SUBJECT, else the mail sender's address.
 */
export function vapidOf(db: Db, clock: Clock, mailFrom: string): Promise<Vapid> {
  let vapid = known.get(db);
  if (!vapid) {
    vapid = readVapid(db, clock, mailFrom);
    // A failed read (database down) is tried again next time rather than remembered.
    vapid.catch(() => known.delete(db));
    known.set(db, vapid);
  }
  return vapid;
}

async function readVapid(db: Db, clock: Clock, mailFrom: string): Promise<Vapid> {
  const subject = process.env.VAPID_SUBJECT?.trim() || `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const generated = webPush.generateVAPIDKeys();
  // Two instances starting together: the first pair written wins and both use it.
  await db.insert(vapidKeys).values({ id: 1, publicKey: generated.publicKey, privateKey: generated.privateKey, createdAt: clock() }).onConflictDoNothing();
  const [kept] = await db.select().from(vapidKeys);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
