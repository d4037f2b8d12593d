import { z } from 'zod';

// Its own module: a tournament names its rating type, and reading a tournament should not bring the rating list's schemas.
export const ratingTypes = ['standard', 'rapid', 'blitz'] as const;
export const ratingType = z.enum(ratingTypes);
export type RatingType = z.infer<typeof ratingType>;
