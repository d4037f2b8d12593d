import {
  authApi,
  authResponse,
  doneResponse,
  otpSentResponse,
  userResponse,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SendOtpBody,
  type VerifyOtpBody,
} from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { api } from './index.js';

export const authKeys = {
  user: (token: string) => ['auth', 'user', token] as const,
};

/** get-user: is this stored token still a session, and whose? */
export function fetchUser(token: string) {
  return api({ ...authApi.getUser, body: { token }, response: userResponse });
}

export function logout() {
  return api({ ...authApi.logout, response: doneResponse });
}

/** Answers alike whether or not the email had an account (the mail tells its owner); sign in next. */
export function useRegister() {
  return useCallMutation((body: RegisterBody) => ({ ...authApi.register, body, response: doneResponse }));
}

export function useLogin() {
  return useCallMutation((body: LoginBody) => ({ ...authApi.login, body, response: authResponse }));
}

export function useSendOtp() {
  return useCallMutation((body: SendOtpBody) => ({ ...authApi.sendOtp, body, response: otpSentResponse }));
}

export function useVerifyOtp() {
  return useCallMutation((body: VerifyOtpBody) => ({ ...authApi.verifyOtp, body, response: authResponse }));
}

export function useForgotPassword() {
  return useCallMutation((body: ForgotPasswordBody) => ({ ...authApi.forgotPassword, body, response: otpSentResponse }));
}

export function useResetPassword() {
  return useCallMutation((body: ResetPasswordBody) => ({ ...authApi.resetPassword, body, response: doneResponse }));
}

export function useChangePassword() {
  return useCallMutation((body: ChangePasswordBody) => ({ ...authApi.changePassword, body, response: doneResponse }));
}
