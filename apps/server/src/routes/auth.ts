import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpMessages, signUpAccepted, endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import * as accounts from '../services/accounts/sign-in.js';
import type { ClientInfo } from '../services/core/sessions.js';
import { trustedClientOf, trustedClientSetCookie, trustedClientToken } from '../services/accounts/trusted-clients.js';
import { normalizeEmail } from '../services/core/emails.js';
import { setLocale } from '../services/accounts/users.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  trustedClient: trustedClientOf(request.headers.cookie),
  locale: request.locale,
});

/** Accounts and sign-in: the main API under /api/auth, the auth service under /api/auth/v1. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['auth'];

  // Tokens, codes' outcomes and accounts: never kept by a browser's or a proxy's cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The browser is known to this account from now on: its next attempts on it have a lane of their own. */
  const rememberClient = (request: FastifyRequest, reply: FastifyReply, email: string) =>
    reply.header('set-cookie', trustedClientSetCookie(trustedClientToken(ctx.config.tokenSecret, normalizeEmail(email)), request.protocol === 'https'));

  app.route({
    ...endpointRoute(app, endpoints.auth.register, {
      tags,
      summary:
        'Create a player or organiser account; then sign in (login or a mailed code). Answers 202 whether or not the email has an account already (its owner is told by mail), so it cannot be used to find out',
    }),
    handler: async (request, reply) => {
      await accounts.register(ctx, request.body, client(request));
      return reply.code(202).send({ message: say(request.locale, signUpAccepted), data: null });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.login, { tags, summary: 'Sign in with email and password' }),
    handler: async (request, reply) => {
      const data = await accounts.login(ctx, request.body, client(request));
      rememberClient(request, reply, data.user.email);
      return { message: say(request.locale, 'Login successful'), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.currentUser, {
      tags,
      summary: 'The account a stored token belongs to; 401 when the token was revoked or has expired',
    }),
    handler: async (request) => ({ message: say(request.locale, 'User found'), data: await accounts.getUser(ctx, request.body.token) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.logout, { tags, summary: "Revoke the bearer token's session" }),
    handler: async (request) => {
      await accounts.logout(ctx, signedIn(request));
      return { message: say(request.locale, 'Logged out'), data: null };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.changePassword, {
      tags,
      summary: 'Change the password (needs the current one); signs out every other session',
    }),
    handler: async (request) => {
      await accounts.changePassword(ctx, signedIn(request), request.body, client(request));
      return { message: say(request.locale, 'Password changed'), data: null };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.setLanguage, {
      tags,
      summary: 'The language the account reads Kingside in: mails, push notices, and answers when the browser asks for none',
    }),
    handler: async (request) => {
      const data = await setLocale(ctx.db, ctx.clock, signedIn(request).user.id, request.body.locale);
      // Said in the language just chosen: the first words the reader gets in it.
      return { message: say(request.body.locale, 'Language saved'), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.forgotPassword, {
      tags,
      summary: 'Mail a password reset code (6 digits, valid 10 minutes); an unknown email gets the same answer and no mail',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'A reset code has been sent to your email'),
      data: await accounts.sendCode(ctx, request.body.email, 'password-reset', client(request)),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.resetPassword, { tags, summary: 'Set a new password with the mailed reset code; signs out every session' }),
    handler: async (request) => {
      await accounts.resetPassword(ctx, request.body, client(request));
      return { message: say(request.locale, 'Your password has been changed. Please sign in with the new one.'), data: null };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.sendCode, {
      tags,
      summary: 'Mail a sign-in code (6 digits, valid 10 minutes, 5 attempts); an unknown email gets the same answer and no mail',
    }),
    handler: async (request) => ({
      message: say(request.locale, otpMessages.sent),
      data: await accounts.sendCode(ctx, request.body.email, 'sign-in', client(request)),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.auth.signInWithCode, { tags, summary: 'Sign in with the mailed code' }),
    handler: async (request, reply) => {
      const data = await accounts.verifySignInCode(ctx, request.body.email, request.body.otp, client(request));
      rememberClient(request, reply, data.user.email);
      return { message: say(request.locale, otpMessages.verified), data };
    },
  });
};
