import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse } from '@kingside/contract';
import { useToasts } from '../notify/useToasts.js';
import { landingAfterSignIn } from './navigation.js';
import { useSession } from './session.js';

/** After register, login or code verification: keep the token, say so, and go where the role belongs. */
export function useCompleteSignIn(): (answer: AuthResponse, toast?: string) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  return useCallback(
    (answer, toast = answer.message) => {
      signIn(answer.data);
      toasts.success(toast);
      void navigate(landingAfterSignIn(answer.data.role), { replace: true });
    },
    [signIn, navigate, toasts],
  );
}
