import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  changePasswordBody,
  doneResponse,
  forgotPasswordBody,
  getUserBody,
  loginBody,
  otpMessages,
  otpSentResponse,
  registerBody,
  resetPasswordBody,
  sendOtpBody,
  signUpAccepted,
  userResponse,
  verifyOtpBody,
} from '@kingside/contract';
import { requireUser, signedIn } from '../http/guards.js';
import { failures } from '../http/schemas.js';
import * as accounts from '../services/accounts/sign-in.js';
import type { ClientInfo } from '../services/accounts/sessions.js';

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
const bearer = [{ bearer: [] }];

/** Accounts and sign-in, spec §7: the main API under /api/auth, the auth service under /api/auth/v1. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['auth'];

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary:
          'Create a player or organiser account; then sign in (login or a mailed code). Answers 202 whether or not the email has an account already (its owner is told by mail), so it cannot be used to find out',
        body: registerBody,
        response: { 202: doneResponse, ...failures(400, 429) },
      },
    },
    async (request, reply) => {
      await accounts.register(ctx, request.body, client(request));
      return reply.code(202).send({ message: signUpAccepted, data: null });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginBody,
        response: { 200: authResponse, ...failures(400, 401, 429) },
      },
    },
    async (request) => ({ message: 'Login successful', data: await accounts.login(ctx, request.body, client(request)) }),
  );

  app.post(
    '/get-user',
    {
      schema: {
        tags,
        summary: 'The account a stored token belongs to; 401 when the token was revoked or has expired',
        body: getUserBody,
        response: { 200: userResponse, ...failures(400, 401) },
      },
    },
    async (request) => ({ message: 'User found', data: await accounts.getUser(ctx, request.body.token) }),
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Revoke the bearer token's session",
        security: bearer,
        response: { 200: doneResponse, ...failures(401) },
      },
    },
    async (request) => {
      await accounts.logout(ctx, signedIn(request));
      return { message: 'Logged out', data: null };
    },
  );

  app.put(
    '/change-password',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change the password (needs the current one); signs out every other session',
        security: bearer,
        body: changePasswordBody,
        response: { 200: doneResponse, ...failures(400, 401, 429) },
      },
    },
    async (request) => {
      await accounts.changePassword(ctx, signedIn(request), request.body, client(request));
      return { message: 'Password changed', data: null };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code (6 digits, valid 10 minutes); an unknown email gets the same answer and no mail',
        body: forgotPasswordBody,
        response: { 200: otpSentResponse, ...failures(400, 429, 502) },
      },
    },
    async (request) => ({
      message: 'A reset code has been sent to your email',
      data: await accounts.sendCode(ctx, request.body.email, 'password-reset', client(request)),
    }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed reset code; signs out every session',
        body: resetPasswordBody,
        response: { 200: doneResponse, ...failures(400, 429) },
      },
    },
    async (request) => {
      await accounts.resetPassword(ctx, request.body, client(request));
      return { message: 'Your password has been changed. Please sign in with the new one.', data: null };
    },
  );

  app.post(
    '/v1/send_otp',
    {
      schema: {
        tags,
        summary: 'Mail a sign-in code (6 digits, valid 10 minutes, 5 attempts); an unknown email gets the same answer and no mail',
        body: sendOtpBody,
        response: { 200: otpSentResponse, ...failures(400, 429, 502) },
      },
    },
    async (request) => ({
      message: otpMessages.sent,
      data: await accounts.sendCode(ctx, request.body.email, 'sign-in', client(request)),
    }),
  );

  app.post(
    '/v1/verify_otp',
    {
      schema: {
        tags,
        summary: 'Sign in with the mailed code',
        body: verifyOtpBody,
        response: { 200: authResponse, ...failures(400, 429) },
      },
    },
    async (request) => ({
      message: otpMessages.verified,
      data: await accounts.verifySignInCode(ctx, request.body.email, request.body.otp, client(request)),
    }),
  );
};
