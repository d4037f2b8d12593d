import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from './navigation.js';
import { useSession } from './session.js';

/** Signs out and leaves for the public home (first, so an admin page never bounces to sign-in). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(HOME_PATH);
    await signOut();
  }, [navigate, signOut]);
}
