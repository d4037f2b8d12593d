import type { Tournament } from '@kingside/contract';

/**
 * Whether the registration panel can show anything for this visitor (the conditions RegistrationPanel renders
 * under): registration open, or a signed-in player of a tournament with an entry fee (their fee's state). Only then
 * is the panel, built with antd, loaded at all.
 */
export function registrationMayShow(t: Pick<Tournament, 'enable_registration' | 'currentRound' | 'finishedAt' | 'entryFee'>, signedIn: boolean): boolean {
  const charges = t.entryFee !== null && t.entryFee > 0;
  return takesRegistrations(t) || (signedIn && charges);
}

/** Registration is on and round 1 not paired yet: players may register, and in a team event captains their teams. */
export function takesRegistrations(t: Pick<Tournament, 'enable_registration' | 'currentRound' | 'finishedAt'>): boolean {
  return t.enable_registration && t.currentRound === 0 && t.finishedAt === null;
}
