import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TournamentSystem } from '@kingside/contract';

/** Each pairing system's name as people read it (apart from the create form, which the public pages do not load). */
export const SYSTEM_LABELS: Record<TournamentSystem, MessageDescriptor> = {
  dutch: msg`Swiss (FIDE Dutch)`,
  round_robin: msg`Round robin`,
  double_round_robin: msg`Double round robin`,
  team_swiss: msg`Team Swiss (FIDE C.04.6)`,
  team_round_robin: msg`Team round robin`,
  team_double_round_robin: msg`Team double round robin`,
};
