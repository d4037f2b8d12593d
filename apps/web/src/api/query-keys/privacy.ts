import { answerOf } from './endpoint-key.js';

export const privacyKeys = {
  deleted: answerOf(['tournament'], 'privacy.deletedTournaments'),
};
