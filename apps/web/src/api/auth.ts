import {
  endpoints,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type Locale,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SendOtpBody,
  type VerifyOtpBody,
} from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { api } from './index.js';

/** get-user: is this stored token still a session, and whose? */
export function fetchUser(token: string) {
  return api(call(endpoints.auth.currentUser, { body: { token } }));
}

/** Keeps the language an account reads Kingside in (its mails and notices go out in it). */
export function saveAccountLanguage(locale: Locale) {
  return api(call(endpoints.auth.setLanguage, { body: { locale } }));
}

export function logout() {
  return api(call(endpoints.auth.logout));
}

/** Answers alike whether or not the email had an account (the mail tells its owner); sign in next. */
export function useRegister() {
  return useCallMutation((body: RegisterBody) => call(endpoints.auth.register, { body }));
}

export function useLogin() {
  return useCallMutation((body: LoginBody) => call(endpoints.auth.login, { body }));
}

export function useSendOtp() {
  return useCallMutation((body: SendOtpBody) => call(endpoints.auth.sendCode, { body }));
}

export function useVerifyOtp() {
  return useCallMutation((body: VerifyOtpBody) => call(endpoints.auth.signInWithCode, { body }));
}

export function useForgotPassword() {
  return useCallMutation((body: ForgotPasswordBody) => call(endpoints.auth.forgotPassword, { body }));
}

export function useResetPassword() {
  return useCallMutation((body: ResetPasswordBody) => call(endpoints.auth.resetPassword, { body }));
}

export function useChangePassword() {
  return useCallMutation((body: ChangePasswordBody) => call(endpoints.auth.changePassword, { body }));
}
