/** The query keys of a tournament's players, apart from their calls: the live stream's mapping needs only these (issue 19). */
export const playerKeys = {
  /** Both lists of a tournament (a prefix): what a change of its players makes stale. */
  lists: (tournamentId: string) => ['players', tournamentId] as const,
  list: (tournamentId: string) => ['players', tournamentId, 'public'] as const,
  /** The managers' entry list (contact details too): a query of its own, never mixed with the public one. */
  entries: (tournamentId: string) => ['players', tournamentId, 'entries'] as const,
  /** Player cards are cached by uuid (spec §3). */
  details: (uuid: string) => ['players', 'details', uuid] as const,
};
