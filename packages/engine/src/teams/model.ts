// A team tournament as plain data. The board games are an individual
// tournament's (its players and their 001 rounds); the teams group those
// players into rosters, and the team records of TRF-2026 (310, 320, 330,
// 352, 362, and 240/250/260 numbering teams) say what a match is worth and
// what happened to whole teams. Pairing, scoring, tie-breaks and the TRF all
// read these shapes.

import type { Colour, Tournament } from '../model.js';

/** One team (a TRF-2026 310 record). */
export interface Team {
  /** Team pairing number (C.04.6 art. 1.1), from 1. */
  pairingNumber: number;
  name: string;
  /** The short name or nickname the 310 record allows; '' when none. */
  shortName: string;
  /**
   * Start numbers of the team's players in roster order: board 1 first, reserves after the first boards.
   * The order is fixed before round 1; a lineup takes players from it without reordering them.
   */
  roster: number[];
}

/** Which score ranks and pairs teams (C.04.6 art. 1.2); the other one is the secondary score. */
export type TeamScoreKind = 'match' | 'game';

/** How teams' colour preferences are formed (C.04.6 art. 1.7): type A by default, type B, or none at all. */
export type TeamColourPreferenceType = 'A' | 'B' | 'none';

/** Match points for a match won, drawn and lost (TRF-2026 362: TW, TD, TL; 2/1/0 unless the regulations say otherwise). */
export interface MatchPointSystem {
  win: number;
  draw: number;
  loss: number;
}

export const STANDARD_MATCH_POINTS: MatchPointSystem = { win: 2, draw: 1, loss: 0 };

/** How a team event scores and pairs: what the 192 type code and the 320 and 362 records state. */
export interface TeamScoring {
  primary: TeamScoreKind;
  /** Whether the secondary score decides which team is the first team when colours are allocated (C.04.6 art. 4.2.2). */
  secondaryForColours: boolean;
  colourPreferenceType: TeamColourPreferenceType;
  matchPoints: MatchPointSystem;
  /**
   * What the pairing-allocated bye is worth (C.04.6 art. 1.4: a drawn match in both scores unless the
   * regulations say otherwise; TRF-2026 320). Absent: a draw, i.e. `matchPoints.draw` and half the boards.
   */
  pairingAllocatedBye?: { matchPoints: number; gamePoints: number };
}

export const STANDARD_TEAM_SCORING: TeamScoring = {
  primary: 'match',
  secondaryForColours: true,
  colourPreferenceType: 'A',
  matchPoints: STANDARD_MATCH_POINTS,
};

/** A match the board games do not record because a whole team did not play it (TRF-2026 330). */
export interface TeamForfeit {
  round: number;
  /** Team pairing numbers of the team with white on board 1 and of its opponent. */
  white: number;
  black: number;
  /** Who won by forfeit; 'none' for a double forfeit. */
  winner: 'white' | 'black' | 'none';
}

/** A bye a team asked for or was given, other than the pairing-allocated one (TRF-2026 240 numbering teams). */
export interface TeamBye {
  round: number;
  team: number;
  /** `F` full-point, `H` half-point, `Z` zero-point bye. */
  kind: 'F' | 'H' | 'Z';
}

/** Virtual points added to some teams in some rounds for pairing only (TRF-2026 250 numbering teams; C.04.7). */
export interface TeamAcceleration {
  matchPoints: number;
  gamePoints: number;
  firstRound: number;
  lastRound: number;
  firstTeam: number;
  lastTeam: number;
}

/** Teams none of whom may meet each other in rounds firstRound..lastRound (TRF-2026 260 numbering teams). */
export interface ForbiddenTeamPairs {
  firstRound: number;
  lastRound: number;
  teams: number[];
}

export interface TeamTournament {
  /** The header and the board games: each player's 001 rounds name individual opponents and board colours. */
  tournament: Tournament;
  /** In the order of the file's 310 records. */
  teams: Team[];
  /** Boards per match (N): the games a full lineup plays. */
  boards: number;
  /**
   * The colours of the boards of the team with white on board 1, board 1 first (TRF-2026 352), when the event
   * sets them; absent: board 1 white and the boards alternating (C.04.6 art. 4).
   */
  boardColourSequence?: Colour[];
  scoring: TeamScoring;
  teamForfeits: TeamForfeit[];
  teamByes: TeamBye[];
  teamAccelerations: TeamAcceleration[];
  forbiddenTeamPairs: ForbiddenTeamPairs[];
}

/** How a round went for one team, as the pairing system and the tie-breaks see it. */
export type TeamRoundKind =
  /** A match with at least one board played over the board. */
  | 'played'
  /** A match the opponent forfeited as a whole, or where no board was played and this team won every board by forfeit. */
  | 'forfeitWin'
  | 'forfeitLoss'
  /**
   * A match with no board played over the board in which both teams scored the same game points by forfeit
   * (1–1): a drawn match (the match points compare the game points), but not a played one.
   */
  | 'forfeitDraw'
  /** Both teams forfeited the match, or no board was played and neither team scored (0–0). */
  | 'doubleForfeit'
  /** The pairing-allocated bye (C.04.6 art. 1.4). */
  | 'pairingAllocatedBye'
  | 'fullPointBye'
  | 'halfPointBye'
  | 'zeroPointBye'
  /** Not paired and no bye: absent, or not yet in the event. */
  | 'absent';

/** One round of one team. */
export interface TeamRound {
  /** The opposing team's pairing number, or null for a round without an opponent. */
  opponent: number | null;
  /**
   * The colour the team's board-1 player was scheduled to have, when the match was actually played
   * (C.04.6 art. 1.6.1: only then did the team "have" a colour); null otherwise.
   */
  colour: Colour | null;
  kind: TeamRoundKind;
  matchPoints: number;
  gamePoints: number;
  /** The match result is not known yet (a board still being played): no points are counted for it. */
  pending: boolean;
}

/** A pairing of two teams: `white` is the team whose board-1 player has white. */
export interface TeamMatch {
  white: number;
  black: number;
}

/** One round's team pairings, as a pairing system returns them. */
export interface TeamRoundPairing {
  /** In the order the matches are listed (highest-placed first). */
  matches: TeamMatch[];
  /** The team given the pairing-allocated bye, or null. */
  pairingAllocatedBye: number | null;
}
