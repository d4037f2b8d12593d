import { z } from 'zod';
import { envelope } from './envelope.js';
import { entryFeeStatuses } from './entry-fees.js';
import { fideIdField } from './fields.js';
import { currency } from './money.js';
import { sentence } from './words.js';

/**
 * Registering for a tournament: the organiser opens or closes registration, caps the field
 * (registrations beyond the cap wait on a list, promoted in order when a place frees) and approves
 * entries or lets them in at once; the player sees where their registration stands and may withdraw
 * it before round 1.
 */

/**
 * Where a player's registration stands: `registered` in the field (let in at once), `confirmed` in the
 * field once the organiser approved it, `awaiting_approval` waiting for the organiser, `waiting_list`
 * beyond the cap, `awaiting_payment` admitted but the entry fee is not paid yet, `withdrawn` withdrawn
 * by the player or the arbiter, `declined` turned down by the organiser.
 */
export const registrationStates = ['registered', 'confirmed', 'awaiting_approval', 'waiting_list', 'awaiting_payment', 'withdrawn', 'declined'] as const;
export type RegistrationState = (typeof registrationStates)[number];
export const registrationStateNames: Record<RegistrationState, string> = {
  registered: 'Registered',
  confirmed: 'Confirmed by the organiser',
  awaiting_approval: "Awaiting the organiser's approval",
  waiting_list: 'Waiting list',
  awaiting_payment: 'Awaiting payment',
  withdrawn: 'Withdrawn',
  declined: 'Declined',
};

/** `auto` lets a registration into the field at once; `organiser` waits for the organiser to approve it. */
export const approvalModes = ['auto', 'organiser'] as const;
export type ApprovalMode = (typeof approvalModes)[number];

/** The player's details an organiser may ask for at registration (all optional for the player). */
export const askableFields = ['fideId', 'title', 'federation', 'sex', 'birthDate', 'club', 'nationalId', 'phone'] as const;
export type AskableField = (typeof askableFields)[number];
export const askableFieldNames: Record<AskableField, string> = {
  fideId: 'FIDE id',
  title: 'Title',
  federation: 'Federation',
  sex: 'Sex',
  birthDate: 'Birth date',
  club: 'Club',
  nationalId: 'National id',
  phone: 'Phone number',
};

export const registrationSettings = z.object({
  /** Registration is taken (with the tournament's enable_registration on and round 1 not paired). */
  open: z.boolean(),
  /** The most players in the field; null for no cap. */
  cap: z.number().int().nullable(),
  approval: z.enum(approvalModes),
  askedFields: z.array(z.enum(askableFields)),
});
export type RegistrationSettings = z.infer<typeof registrationSettings>;

export const registrationSettingsBody = z.object({
  open: z.boolean({ error: 'open is true or false' }),
  cap: z
    .number({ error: 'The cap is a whole number of players' })
    .int('The cap is a whole number of players')
    .min(1, 'The cap is at least 1 player')
    .max(10_000, 'The cap is at most 10,000 players')
    .nullable(),
  approval: z.enum(approvalModes, { error: sentence('approval is one of {values}', { values: approvalModes.join(', ') }) }),
  askedFields: z
    .array(z.enum(askableFields, { error: sentence('An asked field is one of {values}', { values: askableFields.join(', ') }) }), {
      error: 'Expected a list of fields',
    })
    .max(askableFields.length),
});
export type RegistrationSettingsBody = z.input<typeof registrationSettingsBody>;

/** What anyone may know about a tournament's registration: no names, only counts. */
export const registrationInfo = registrationSettings.extend({
  /** Whether a player can register now (enable_registration, open, round 1 not paired, not finished). */
  takesRegistrations: z.boolean(),
  /** Places taken: players in the field, those awaiting payment, and registrations awaiting approval. */
  placesTaken: z.number().int(),
  waiting: z.number().int(),
  fee: z.object({ amount: z.number().int(), currency }).nullable(),
});
export type RegistrationInfo = z.infer<typeof registrationInfo>;
export const registrationInfoResponse = envelope(registrationInfo);

/** The signed-in player's own registration in a tournament (null data when they have none). */
export const myRegistration = z.object({
  state: z.enum(registrationStates),
  /** Place on the waiting list, from 1; null off the list. */
  position: z.number().int().nullable(),
  /** The entry once admitted (the entry fee is paid for it); null before. */
  entryId: z.uuid().nullable(),
  /** Whether the player may still withdraw it themselves (before round 1 is paired). */
  canWithdraw: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistration>;
export const myRegistrationResponse = envelope(myRegistration.nullable());

/** One line of the organiser's registrations panel: an entry of the field or a registration waiting. */
export const registrationLine = z.object({
  /** The registration's id for approve/decline; null for a player the organiser entered. */
  registrationId: z.uuid().nullable(),
  entryId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  fideId: z.number().int().nullable(),
  rating: z.number().int(),
  state: z.enum(registrationStates),
  position: z.number().int().nullable(),
  feeStatus: z.enum(entryFeeStatuses).nullable(),
  /** How the player came in: registered themselves, or entered by the organiser. */
  source: z.enum(['registration', 'organiser']),
  registeredAt: z.iso.datetime(),
});
export type RegistrationLine = z.infer<typeof registrationLine>;
export const registrationsOverview = z.object({ settings: registrationSettings, info: registrationInfo, lines: z.array(registrationLine) });
export type RegistrationsOverview = z.infer<typeof registrationsOverview>;
export const registrationsOverviewResponse = envelope(registrationsOverview);

export const registrationIdParam = z.object({ registrationId: z.uuid({ error: 'Expected a registration id' }) });

/** A player looks for their own record in the FIDE rating list: by FIDE id or by name. */
export const findRatedSelfBody = z
  .object({
    fideId: fideIdField().optional(),
    name: z.string().trim().min(2, 'Give at least 2 letters of the name').max(100, 'At most 100 characters').optional(),
  })
  .refine((b) => b.fideId !== undefined || b.name !== undefined, { message: 'Give a FIDE id or a name', path: ['name'] });
export type FindRatedSelfBody = z.input<typeof findRatedSelfBody>;
