/** The check-in's query keys, apart from its calls: the live stream's mapping needs only these (issue 19). */
export const checkInKeys = {
  /** Everything about a tournament's check-in (a prefix; the live event 'check_in' refreshes it). */
  all: (tournamentId: string) => ['check-in', tournamentId] as const,
  sheet: (tournamentId: string) => ['check-in', tournamentId, 'sheet'] as const,
  mine: (tournamentId: string) => ['check-in', tournamentId, 'mine'] as const,
};
