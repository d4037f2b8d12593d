import type { TournamentSystem } from '@kingside/contract';

/** Each pairing system's name as people read it (apart from the create form, which the public pages do not load). */
export const SYSTEM_LABELS: Record<TournamentSystem, string> = {
  dutch: 'Swiss (FIDE Dutch)',
  round_robin: 'Round robin',
  double_round_robin: 'Double round robin',
  team_swiss: 'Team Swiss (FIDE C.04.6)',
  team_round_robin: 'Team round robin',
  team_double_round_robin: 'Team double round robin',
};
