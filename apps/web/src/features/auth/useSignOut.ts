import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from './navigation.js';
import { useSession } from './session.js';

/** Signs out and leaves for the public home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(HOME_PATH);
    await navigate(HOME_PATH);
  }, [navigate, signOut]);
}
