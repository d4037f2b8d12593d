import { answerOf } from './endpoint-key.js';

export const clubKeys = {
  memberships: answerOf(['tournament'], 'clubs.memberships'),
  invitations: answerOf(['tournament'], 'clubs.invitations'),
};
