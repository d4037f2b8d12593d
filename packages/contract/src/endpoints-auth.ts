import { failures, type Endpoint } from './endpoint.js';
import {
  authResponse,
  changePasswordBody,
  doneResponse,
  forgotPasswordBody,
  getUserBody,
  loginBody,
  otpSentResponse,
  registerBody,
  resetPasswordBody,
  sendOtpBody,
  setLanguageBody,
  userResponse,
  verifyOtpBody,
} from './auth.js';

/** Accounts: sign-up, sign-in (password or mailed code), sessions and passwords. */
export const authEndpoints = {
  register: { method: 'POST', path: '/api/auth/register', access: 'public', body: registerBody, response: { 202: doneResponse, ...failures(400, 429) } },
  login: { method: 'POST', path: '/api/auth/login', access: 'public', body: loginBody, response: { 200: authResponse, ...failures(400, 401, 429) } },
  currentUser: {
    method: 'POST',
    path: '/api/auth/get-user',
    access: 'signed-in',
    tokenInBody: true,
    body: getUserBody,
    response: { 200: userResponse, ...failures(400, 401) },
  },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'signed-in', response: { 200: doneResponse, ...failures(401) } },
  changePassword: {
    method: 'PUT',
    path: '/api/auth/change-password',
    access: 'signed-in',
    body: changePasswordBody,
    response: { 200: doneResponse, ...failures(400, 401, 429) },
  },
  setLanguage: {
    method: 'PUT',
    path: '/api/auth/language',
    access: 'signed-in',
    body: setLanguageBody,
    response: { 200: userResponse, ...failures(400, 401) },
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordBody,
    response: { 200: otpSentResponse, ...failures(400, 429, 502) },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordBody,
    response: { 200: doneResponse, ...failures(400, 429) },
  },
  sendCode: {
    method: 'POST',
    path: '/api/auth/v1/send_otp',
    access: 'public',
    body: sendOtpBody,
    response: { 200: otpSentResponse, ...failures(400, 429, 502) },
  },
  signInWithCode: {
    method: 'POST',
    path: '/api/auth/v1/verify_otp',
    access: 'public',
    body: verifyOtpBody,
    response: { 200: authResponse, ...failures(400, 429) },
  },
} as const satisfies Record<string, Endpoint>;
