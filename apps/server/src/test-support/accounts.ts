import { expect } from 'vitest';
import { apiError, authResponse } from '@kingside/contract';
import { call, madeBeforeAll, type Answer, type TestApp } from './index.js';
import { createUser } from '../services/accounts/users.js';

export interface Account {
  token: string;
  id: string;
  email: string;
}

let sequence = 0;
const nextIp = () => {
  sequence += 1;
  return `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`;
};

/** A signed-in account of the role; admins are made directly, as the create-admin command does. */
export async function account(t: TestApp, role: 'organiser' | 'player' | 'admin', name = `${role} ${sequence + 1}`): Promise<Account> {
  const ip = nextIp();
  const email = `${role}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'correct horse';
  if (role === 'admin') {
    await createUser(t.database.db, t.clock.now, { name, email, password, role });
    const answer = await call(t.app, 'POST', '/api/auth/login', { body: { email, password }, ip });
    const { data } = authResponse.parse(answer.body);
    return { token: data.tokens.access.token, id: data.user.id, email };
  }
  // Register answers alike for new and taken addresses (no one learns which addresses have accounts): signing in shows it worked.
  await call(t.app, 'POST', '/api/auth/register', { body: { name, email, password, role }, ip });
  const answer = await call(t.app, 'POST', '/api/auth/login', { body: { email, password }, ip });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { data } = authResponse.parse(answer.body);
  return { token: data.tokens.access.token, id: data.user.id, email };
}

/** An account of the role for the enclosing describe's tests (see madeBeforeAll). */
export function useAccount(t: TestApp, role: 'organiser' | 'player' | 'admin', name?: string): Account {
  return madeBeforeAll(`The ${role} account`, () => account(t, role, name));
}

/** Calls as one account: `as.get(url)`, `as.post(url, body)`… (the token is read at each call, so a useAccount handle may be passed before it is made). */
export function as(t: TestApp, who?: Account) {
  return {
    get: (url: string) => call(t.app, 'GET', url, { token: who?.token }),
    post: (url: string, body?: unknown) => call(t.app, 'POST', url, { body: body ?? {}, token: who?.token }),
    patch: (url: string, body?: unknown) => call(t.app, 'PATCH', url, { body: body ?? {}, token: who?.token }),
    put: (url: string, body?: unknown) => call(t.app, 'PUT', url, { body: body ?? {}, token: who?.token }),
    delete: (url: string) => call(t.app, 'DELETE', url, { token: who?.token }),
  };
}

/** Asserts a failure's status, and that its message (and field) say what is wrong. */
export function expectFailure(answer: Answer, status: number, message?: string | RegExp, field?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const failure = apiError.parse(answer.body);
  if (message !== undefined) expect(failure.message).toMatch(message);
  if (field !== undefined) expect(failure.field).toBe(field);
  return failure;
}

export function expectOk(answer: Answer, status = 200): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}
