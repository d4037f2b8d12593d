import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { NoticeChoices, NoticeChoicesBody, PushSubscriptionBody, PushUnsubscribeBody } from '@kingside/contract';
import type { AppContext } from '../../../context.js';
import { noticeChoices, pushSubscriptions } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/errors.js';
import { vapidOf } from './vapid.js';

/** Phones, tablets and computers an account may have subscribed; a new one past this replaces the oldest. */
const MOST_SUBSCRIPTIONS = 10;

/** What the account chose (nothing until it chooses) and what its browsers need to subscribe. */
export async function choicesOf(ctx: AppContext, userId: string): Promise<NoticeChoices> {
  const [chosen] = await ctx.db.select().from(noticeChoices).where(eq(noticeChoices.userId, userId));
  const [subscribed] = await ctx.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const { publicKey } = await vapidOf(ctx.db, ctx.clock, ctx.config.mailFrom);
  return { mail: chosen?.mail ?? [], push: chosen?.push ?? [], pushPublicKey: publicKey, pushSubscriptions: subscribed.n };
}

export async function chooseNotices(ctx: AppContext, userId: string, body: NoticeChoicesBody): Promise<NoticeChoices> {
  const chosen = { mail: body.mail, push: body.push, updatedAt: ctx.clock() };
  await ctx.db
    .insert(noticeChoices)
    .values({ userId, ...chosen })
    .onConflictDoUpdate({ target: noticeChoices.userId, set: chosen });
  return choicesOf(ctx, userId);
}

/**
 * Push services are reached over HTTPS; plain HTTP only when WEB_PUSH_ALLOW_HTTP is set (a local push
 * service in development and tests), so a subscription cannot make the server post to any plain address.
 */
function checkPushService(endpoint: string): void {
  const allowHttp = ['1', 'true', 'yes'].includes((process.env.WEB_PUSH_ALLOW_HTTP ?? '').trim().toLowerCase());
  if (new URL(endpoint).protocol !== 'https:' && !allowHttp) throw badRequest('The push service address must be https', 'endpoint');
}

/** The keys a message is encrypted for (RFC 8291 §3): an uncompressed P-256 point and a 16-byte secret. */
function checkKeys({ p256dh, auth }: PushSubscriptionBody['keys']): void {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw badRequest('p256dh must be an uncompressed P-256 public key (65 bytes)', 'keys.p256dh');
  if (Buffer.from(auth, 'base64url').length !== 16) throw badRequest('auth must be 16 bytes', 'keys.auth');
}

/** Records this browser's subscription for the account (a browser subscribed by another account before moves to this one). */
export async function subscribePush(ctx: AppContext, userId: string, body: PushSubscriptionBody): Promise<NoticeChoices> {
  checkPushService(body.endpoint);
  checkKeys(body.keys);
  const subscription = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: ctx.clock() };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: body.endpoint, ...subscription })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: subscription });
    const all = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const kept = all.slice(-MOST_SUBSCRIPTIONS).map((row) => row.id);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
  return choicesOf(ctx, userId);
}

/** Forgets one of the account's browsers (unsubscribed there, or signing out); unknown addresses change nothing. */
export async function unsubscribePush(ctx: AppContext, userId: string, body: PushUnsubscribeBody): Promise<NoticeChoices> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, body.endpoint)));
  return choicesOf(ctx, userId);
}
