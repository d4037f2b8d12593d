import { z } from 'zod';
import { envelope } from './envelope.js';
import { textField } from './fields.js';

/** What a player writes about a finished tournament (one per player; writing again replaces it). */
export const leaveFeedbackBody = z.object({
  text: textField('Your feedback', { max: 2000, required: true, multiline: true }),
});
export type LeaveFeedbackBody = z.input<typeof leaveFeedbackBody>;

export const ownFeedback = z.object({ text: z.string(), updatedAt: z.iso.datetime() });
export const ownFeedbackResponse = envelope(ownFeedback);

/** A player's feedback as the tournament's organisers read it. */
export const playerFeedback = z.object({
  playerName: z.string(),
  pairingNumber: z.number().int(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PlayerFeedback = z.infer<typeof playerFeedback>;
/** Newest first. */
export const playerFeedbacksResponse = envelope(z.array(playerFeedback));
