import { answerOf } from './endpoint-key.js';

export const feedbackKeys = {
  ofTournament: (id: string) => answerOf(['tournament', 'feedbacks', id], 'feedbacks.list'),
};
