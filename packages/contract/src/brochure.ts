import { z } from 'zod';
import { envelope } from './envelope.js';
import { textField } from './fields.js';

/**
 * The tournament brochure (the page /admin/create-brochure): the invitation players read before the
 * event, saved with the tournament and downloaded as a PDF. Saving one sets the tournament's
 * `is_brochure`; saving shows no success message.
 */

/** The brochure's texts are paragraphs; a schedule entry's label is one line. */
const paragraphs = (max: number, label: string) => textField(label, { max, multiline: true });

export const brochureScheduleItem = z.object({
  /** What happens: "Round 1", "Registration closes", "Prize-giving". */
  label: textField('The schedule entry', { max: 100 }).min(1, 'Each schedule entry needs a label'),
  date: z.iso.date({ error: 'Expected a date as YYYY-MM-DD' }),
  /** Local time at the venue, HH:MM; blank when only the day is known. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM')
    .or(z.literal(''))
    .default(''),
});
export type BrochureScheduleItem = z.infer<typeof brochureScheduleItem>;

export const brochureContent = z.object({
  description: paragraphs(5000, 'Description').default(''),
  schedule: z
    .array(brochureScheduleItem, { error: 'Expected a list of schedule entries (label, date, time)' })
    .max(60, 'At most 60 schedule entries')
    .default([]),
  prizes: paragraphs(5000, 'Prizes').default(''),
  venue: paragraphs(1000, 'Venue').default(''),
  contacts: paragraphs(1000, 'Contacts').default(''),
  /** Print the tournament's uploaded logo at the top. */
  showLogo: z.boolean({ error: 'Expected true or false' }).default(true),
});
export type BrochureContentBody = z.input<typeof brochureContent>;
export type BrochureContent = z.output<typeof brochureContent>;

export const brochure = z.object({
  tournamentId: z.uuid(),
  tournamentName: z.string(),
  /** Saved content, or a first draft from the tournament's own fields when none is saved yet. */
  content: brochureContent,
  /** True once the brochure is saved (and so public). */
  is_brochure: z.boolean(),
  hasLogo: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type Brochure = z.infer<typeof brochure>;
export const brochureResponse = envelope(brochure);
