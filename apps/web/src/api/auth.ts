import { useMutation } from '@tanstack/react-query';
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

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => api({ ...authApi.register, body, response: authResponse }) });
}

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api({ ...authApi.login, body, response: authResponse }) });
}

export function useSendOtp() {
  return useMutation({ mutationFn: (body: SendOtpBody) => api({ ...authApi.sendOtp, body, response: otpSentResponse }) });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: (body: VerifyOtpBody) => api({ ...authApi.verifyOtp, body, response: authResponse }) });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api({ ...authApi.forgotPassword, body, response: otpSentResponse }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api({ ...authApi.resetPassword, body, response: doneResponse }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api({ ...authApi.changePassword, body, response: doneResponse }),
  });
}
