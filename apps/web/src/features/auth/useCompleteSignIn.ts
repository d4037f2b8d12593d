import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { landingAfterSignIn, returnPathOf } from './navigation.js';
import { useSession } from './session.js';

/** After register, login or code verification: keep the token, say so, and go back where the sign-in was asked for, or where the role belongs. */
export function useCompleteSignIn(): (answer: AuthResponse, toast?: string) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toasts = useToasts();
  return useCallback(
    (answer, toast = answer.message) => {
      signIn(answer.data);
      toasts.success(toast);
      void navigate(returnPathOf(search) ?? landingAfterSignIn(answer.data.role), { replace: true });
    },
    [signIn, navigate, toasts, search],
  );
}
