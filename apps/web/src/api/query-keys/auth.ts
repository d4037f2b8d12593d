import { answerOf } from './endpoint-key.js';

export const authKeys = {
  /** Every read about the signed-in person (a prefix): what signing out forgets. */
  all: ['auth'] as const,
  user: (token: string) => answerOf(['auth'], 'auth.currentUser', token),
};
