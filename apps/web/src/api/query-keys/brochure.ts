import { answerOf } from './endpoint-key.js';

export const brochureKeys = {
  of: (id: string) => answerOf(['tournament', 'brochure', id], 'brochure.read'),
};
