import { z } from 'zod';

/** Every API answer: a human-readable message (shown in toasts) and the payload. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** A failure: the message names what went wrong (and the field, for bad input). */
export const apiError = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;
