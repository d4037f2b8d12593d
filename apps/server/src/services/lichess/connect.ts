import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { ConnectLichessBody, LichessAccount, LichessCallbackQuery } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { lichessAccounts, lichessLogins } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict, unauthorized } from '../../http/errors.js';
import { LichessRefused } from '../../integrations/lichess/errors.js';
import { authenticate, type UserRow } from '../core/sessions.js';
import { askLichess, lichessMessage, lichessOf } from './lichess.js';
import { seal, unseal } from '../core/sealed.js';
import { asWords, words, type Message } from '../core/languages/message.js';

/** Long enough to sign in on lichess and approve; the code lichess gives back lives much less. */
export const loginLifetimeMs = 10 * 60 * 1000;

/**
 * The smallest scopes that do the job: organisers read their teams and create tournaments (and make
 * bulk pairings when they pair here and play on lichess); a player lets Kingside's pairings become games.
 */
export function scopesFor(user: UserRow, bulkPairing = false): string[] {
  if (user.role === 'player') return ['challenge:write'];
  return ['team:read', 'tournament:write', ...(bulkPairing ? ['challenge:bulk'] : [])];
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** LICHESS_CLIENT_ID, or the address the organiser uses Kingside at (lichess needs no registration). */
const clientIdFor = (ctx: AppContext, redirectUri: string) => ctx.config.lichessClientId ?? new URL(redirectUri).origin;

export async function userOfToken(ctx: AppContext, token: string): Promise<UserRow> {
  const session = await authenticate(ctx.db, ctx.clock, ctx.config.tokenSecret, token);
  if (!session) throw unauthorized('Your session has ended; please sign in again');
  return session.user;
}

/** lichess_login: a PKCE (S256) authorization request; the browser keeps ref_state and ref_code. */
export async function startLogin(ctx: AppContext, userKey: string, redirectUri: string, bulkPairing = false) {
  const user = await userOfToken(ctx, userKey);
  const verifier = random(48);
  const state = random(24);
  const refCode = random(24);
  const id = randomUUID();
  const now = ctx.clock();
  const scopes = scopesFor(user, bulkPairing);
  // A login not answered in time, or answered already, is of no more use.
  await ctx.db.delete(lichessLogins).where(and(eq(lichessLogins.userId, user.id), or(lte(lichessLogins.expiresAt, now), isNotNull(lichessLogins.usedAt))));
  await ctx.db.insert(lichessLogins).values({
    id,
    userId: user.id,
    state,
    refCodeHash: sha256(refCode),
    sealedVerifier: seal(ctx.config.tokenSecret, verifier),
    redirectUri,
    scopes,
    createdAt: now,
    expiresAt: new Date(now.getTime() + loginLifetimeMs),
  });
  const url = new URL(`${lichessOf(ctx).baseUrl}/oauth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientIdFor(ctx, redirectUri),
    redirect_uri: redirectUri,
    code_challenge_method: 'S256',
    code_challenge: sha256(verifier),
    scope: scopes.join(' '),
    state,
  }).toString();
  return { lichess_url: url.toString(), ref_state: id, ref_code: refCode };
}

const refusedLogin = (message: Message, field?: string) =>
  badRequest(words('{why}; nothing was connected. Start again from “Connect lichess”.', { why: asWords(message) }), field);

/**
 * lichess_callback: checks the login (references, state, redirect), takes it once, exchanges the
 * code with the verifier, reads the lichess account and attaches it to the Kingside account.
 */
export async function finishLogin(ctx: AppContext, query: LichessCallbackQuery): Promise<string> {
  if (!/^[0-9a-f-]{36}$/.test(query.ref_state)) throw refusedLogin('This lichess login was not started here', 'ref_state');
  const [login] = await ctx.db.select().from(lichessLogins).where(eq(lichessLogins.id, query.ref_state));
  if (!login || !same(login.refCodeHash, sha256(query.ref_code))) throw refusedLogin('This lichess login was not started here', 'ref_state');
  if (!same(login.state, query.state)) throw refusedLogin('The answer from lichess does not belong to this login (state mismatch)', 'state');
  if (login.redirectUri !== query.redirect_uri) throw refusedLogin('The return address differs from the one lichess was given', 'redirect_uri');
  const [taken] = await ctx.db
    .update(lichessLogins)
    .set({ usedAt: ctx.clock() })
    .where(and(eq(lichessLogins.id, login.id), isNull(lichessLogins.usedAt)))
    .returning({ id: lichessLogins.id });
  if (!taken) throw refusedLogin('This lichess login has already been used', 'ref_state');
  if (login.expiresAt.getTime() <= ctx.clock().getTime()) throw refusedLogin('This lichess login took too long', 'ref_state');
  if (query.error) {
    const why =
      query.error === 'access_denied'
        ? words('Access was not granted on lichess')
        : words('Lichess refused: {reason}', { reason: query.error_description ?? query.error });
    throw refusedLogin(why, 'error');
  }
  if (!query.code) throw refusedLogin('Lichess sent no authorization code', 'code');
  const client = lichessOf(ctx);
  const code = query.code;
  const refused = (error: LichessRefused) =>
    refusedLogin(words('Lichess did not accept the authorization ({reason})', { reason: lichessMessage(error) }), 'code');
  const { access_token: token } = await askLichess(
    ctx,
    () =>
      client.exchangeCode({
        code,
        code_verifier: unseal(ctx.config.tokenSecret, login.sealedVerifier),
        redirect_uri: login.redirectUri,
        client_id: clientIdFor(ctx, login.redirectUri),
      }),
    refused,
  );
  const lichessUser = await askLichess(ctx, () => client.account(token), refused);
  const [previous] = await ctx.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, login.userId));
  const row = {
    lichessId: lichessUser.id,
    lichessUsername: lichessUser.username,
    sealedToken: seal(ctx.config.tokenSecret, token),
    scopes: login.scopes,
    connectedAt: ctx.clock(),
  };
  await ctx.db
    .insert(lichessAccounts)
    .values({ userId: login.userId, ...row })
    .onConflictDoUpdate({ target: lichessAccounts.userId, set: row });
  // The token it replaces would otherwise stay valid on lichess for a year.
  if (previous) await client.revoke(unseal(ctx.config.tokenSecret, previous.sealedToken)).catch(() => undefined);
  return lichessUser.username;
}

export async function lichessAccountOf(ctx: AppContext, user: UserRow): Promise<LichessAccount> {
  const [row] = await ctx.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, user.id));
  return { lichess_connected: row !== undefined, lichess_username: row?.lichessUsername ?? null, scopes: row?.scopes ?? [] };
}

/** The connected account with its token in clear, or a 409 saying to connect first. */
export async function connectedLichess(ctx: AppContext, user: UserRow, scope?: string) {
  const [row] = await ctx.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, user.id));
  if (!row) throw conflict('Connect your lichess account first (Account → Connect lichess)');
  if (scope && !row.scopes.includes(scope)) throw conflict(words('Your lichess connection lacks the {scope} permission: connect lichess again', { scope }));
  return { ...row, token: unseal(ctx.config.tokenSecret, row.sealedToken) };
}

/** Ends the account's lichess connection, if any: the token is revoked on lichess first (502 if lichess refuses), then forgotten. */
export async function disconnectLichess(ctx: AppContext, user: UserRow): Promise<void> {
  const [row] = await ctx.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, user.id));
  if (!row) return;
  const token = unseal(ctx.config.tokenSecret, row.sealedToken);
  await askLichess(
    ctx,
    () =>
      lichessOf(ctx)
        .revoke(token)
        .catch((error: unknown) => {
          // A token lichess no longer knows is as good as revoked.
          if (!(error instanceof LichessRefused && error.status === 401)) throw error;
        }),
    (error) => new ApiFailure(502, words('Lichess did not revoke the token ({reason}); try again', { reason: lichessMessage(error) })),
  );
  await ctx.db.delete(lichessAccounts).where(eq(lichessAccounts.userId, user.id));
}

/**
 * connect-lichess: confirms the account the OAuth login attached, or with null disconnects it —
 * the token is revoked on lichess first, so a disconnected account leaves no working token behind.
 */
export async function connectLichess(ctx: AppContext, body: ConnectLichessBody): Promise<LichessAccount> {
  const user = await userOfToken(ctx, body.token);
  if (body.lichess_username === null) {
    await disconnectLichess(ctx, user);
    return lichessAccountOf(ctx, user);
  }
  const [row] = await ctx.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, user.id));
  if (!row) throw badRequest('lichess_username: connect through lichess first (lichess_login), then confirm the account', 'lichess_username');
  if (row.lichessUsername.toLowerCase() !== body.lichess_username.toLowerCase()) {
    throw badRequest(
      words('lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again', { username: row.lichessUsername }),
      'lichess_username',
    );
  }
  return lichessAccountOf(ctx, user);
}
