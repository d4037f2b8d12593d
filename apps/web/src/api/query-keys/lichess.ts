import { answerOf } from './endpoint-key.js';

export const lichessKeys = {
  account: answerOf(['lichess'], 'lichess.account'),
  teams: answerOf(['lichess'], 'lichess.teams'),
  settings: (tournamentId: string) => answerOf(['lichess'], 'lichessUpdate.settings', tournamentId),
};
