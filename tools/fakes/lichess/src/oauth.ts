import { createHash } from 'node:crypto';
import { form, json, lichessError, type Answer, type Incoming } from './answers.js';
import { lichessId } from './world.js';

/** Lichess's authorization codes are short-lived; the fake's live two minutes and work once. */
export const codeLifetimeMs = 2 * 60 * 1000;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /oauth: the consent screen, with Approve and Deny, as lichess shows it to a signed-in user. */
export function authorizePage(incoming: Incoming): Answer {
  const q = incoming.query;
  const problems = [
    q.get('response_type') !== 'code' && 'response_type must be code',
    !q.get('client_id') && 'client_id is required',
    !q.get('redirect_uri') && 'redirect_uri is required',
    q.get('code_challenge_method') !== 'S256' && 'code_challenge_method must be S256',
    !q.get('code_challenge') && 'code_challenge is required',
  ].filter(Boolean);
  if (problems.length)
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      text: `<!doctype html><title>Error</title><h1>Invalid request</h1><p>${escape(problems.join('; '))}</p>`,
    };
  const hidden = ['client_id', 'redirect_uri', 'code_challenge', 'scope', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? '')}">`)
    .join('');
  const username = q.get('username') ?? [...incoming.world.users.values()][0]?.username ?? '';
  const text = `<!doctype html><html><head><meta charset="utf-8"><title>Authorize ${escape(q.get('client_id') ?? '')} — fake lichess</title></head>
<body><h1>${escape(q.get('client_id') ?? '')} wants to access your lichess account</h1>
<p>Scopes: <span id="scopes">${escape(q.get('scope') ?? '')}</span></p>
<form method="post" action="/oauth/decide">${hidden}
<label>Signed in as <input name="username" value="${escape(username)}"></label>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form></body></html>`;
  return { status: 200, contentType: 'text/html; charset=utf-8', text };
}

/** POST /oauth/decide (the consent form; not part of the API): back to redirect_uri with a code or access_denied. */
export function decide(incoming: Incoming): Answer {
  const f = form(incoming);
  const back = new URL(f.redirect_uri);
  if (f.state) back.searchParams.set('state', f.state);
  if (f.decision !== 'approve') {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', 'user cancelled authorization');
    return { status: 303, location: back.toString() };
  }
  const user = incoming.world.user(f.username ?? '');
  if (!user) return { status: 200, contentType: 'text/html; charset=utf-8', text: `<!doctype html><p>No lichess user ${escape(f.username ?? '')}</p>` };
  const code = `liu_${lichessId(32)}`;
  incoming.world.codes.set(code, {
    code,
    userId: user.id,
    clientId: f.client_id,
    redirectUri: f.redirect_uri,
    challenge: f.code_challenge,
    scopes: (f.scope ?? '').split(/\s+/).filter(Boolean),
    expiresAt: incoming.world.now() + codeLifetimeMs,
    used: false,
  });
  back.searchParams.set('code', code);
  return { status: 303, location: back.toString() };
}

const grantError = (description: string) => json({ error: 'invalid_grant', error_description: description }, 400);

/** POST /api/token: the code for a token, checking PKCE (S256), the client and the redirect. */
export function exchangeCode(incoming: Incoming): Answer {
  const f = form(incoming);
  if (f.grant_type !== 'authorization_code') return json({ error: 'unsupported_grant_type' }, 400);
  const code = incoming.world.codes.get(f.code ?? '');
  if (!code) return grantError('unknown authorization code');
  if (code.used) return grantError('authorization code was already used');
  code.used = true;
  if (code.expiresAt <= incoming.world.now()) return grantError('authorization code has expired');
  if (code.clientId !== f.client_id) return grantError('client_id does not match the authorization request');
  if (code.redirectUri !== f.redirect_uri) return grantError('redirect_uri does not match the authorization request');
  const hashed = createHash('sha256')
    .update(f.code_verifier ?? '')
    .digest('base64url');
  if (hashed !== code.challenge) return grantError('hash of code_verifier does not match code_challenge');
  const token = incoming.world.issueToken(code.userId, code.scopes, code.clientId);
  return json({ token_type: 'Bearer', access_token: token.token, expires_in: 365 * 24 * 3600 });
}

/** DELETE /api/token: revokes the bearer token. */
export function revoke(incoming: Incoming): Answer {
  if (!incoming.token) return lichessError(401, 'No such token');
  incoming.world.tokens.delete(incoming.token.token);
  incoming.world.revoked.push(incoming.token.token);
  return { status: 204 };
}
