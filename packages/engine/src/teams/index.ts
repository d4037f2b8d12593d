// Team events: the model, a team's rounds and scores from the board games, lineups, team rating, board colours.
export * from './model.js';
export { recordedRounds, teamRounds, teamScore } from './scoring.js';
export { rosterRating, teamRating } from './rating.js';
export { boardColour, boardColours } from './board-colours.js';
export { lineup } from './lineup.js';
