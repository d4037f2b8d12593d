// Its own module: the standings name titles, and reading them should not bring the players' schemas.
/** FIDE titles, strongest first: the order that breaks rating ties in the initial ranking (C.04.2). */
export const playerTitles = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export type PlayerTitle = (typeof playerTitles)[number];
