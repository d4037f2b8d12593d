import { describe, expect, it } from 'vitest';
import type { PairingRow, PlayersRanking, PublicPlayer, RoundMatches, RoundPairings } from '@kingside/contract';
import { byName, hallSlides, resultsRound } from './hallSlides.js';

const side = (name: string, pairingNumber: number, rating: number, colour: 'w' | 'b' | null, title: string | null = null, withdrawn = false) => ({
  id: `00000000-0000-4000-8000-${String(pairingNumber).padStart(12, '0')}`,
  name,
  pairingNumber,
  rating,
  title,
  withdrawn,
  colour,
  points: 0,
  result: null,
  is_scored: false,
});

function row(
  board: number,
  white: ReturnType<typeof side>,
  black: ReturnType<typeof side> | null,
  result: PairingRow['result'] = null,
  kind: PairingRow['kind'] = black ? 'game' : 'pairing_bye',
): PairingRow {
  return {
    id: board,
    board,
    round: 2,
    tournamentId: '00000000-0000-4000-8000-000000000099',
    kind,
    result,
    resultVersion: result ? 1 : 0,
    player: white,
    opponent: black,
  };
}

const round2: RoundPairings = {
  round: 2,
  state: 'started',
  editing: false,
  rows: [
    row(1, side('Zoe Zed', 1, 2200, 'w', 'FM'), side('Adam Ant', 4, 1900, 'b'), '1/2-1/2'),
    row(2, side('Mia Moe', 3, 2000, 'w'), side('Bea Bee', 2, 2100, 'b')),
    row(3, side('Carl Cee', 5, 0, null), null),
    row(4, side('Dan Dee', 6, 1800, null, null, true), null, null, 'absent'),
  ],
  unpaired: [],
  warnings: [],
};

const ranking = (counted: number): PlayersRanking => ({
  round: 2,
  counted,
  live: counted < 2 ? 2 : null,
  tiebreaks: [],
  lotSeed: '00000000-0000-4000-8000-00000000000a',
  rows: [
    {
      key: 1,
      rank: 1,
      round: 2,
      uuid: '00000000-0000-4000-8000-000000000001',
      pairingNumber: 1,
      name: 'Zoe Zed',
      rating: 2200,
      title: 'FM',
      federation: null,
      isWithDrawn: false,
      isExpelled: false,
      points: 1.5,
      performance: null,
      ratingChange: null,
      tiebreaks: [],
      live: null,
      tieOrder: null,
    },
  ],
});

describe('the hall screen’s slides', () => {
  it('lists every player once by name with board, colour and opponent; a bye and an absence have no board', () => {
    expect(byName(round2)).toEqual([
      { name: 'Adam Ant', board: '1', colour: 'Black', opponent: 'Zoe Zed' },
      { name: 'Bea Bee', board: '2', colour: 'Black', opponent: 'Mia Moe' },
      { name: 'Carl Cee', board: '–', colour: '', opponent: 'bye' },
      { name: 'Dan Dee', board: '–', colour: '', opponent: 'withdrawn' },
      { name: 'Mia Moe', board: '2', colour: 'White', opponent: 'Bea Bee' },
      { name: 'Zoe Zed', board: '1', colour: 'White', opponent: 'Adam Ant' },
    ]);
  });

  it('turns through boards, names, results entered so far and standings, cut into pages', () => {
    const slides = hallSlides({ currentRound: 2, pairings: round2, results: round2, ranking: ranking(1) }, 2);
    expect(slides.map((s) => [s.kind, s.title, s.rows.length])).toEqual([
      ['boards', 'Round 2 pairings by board (1/2)', 2],
      ['boards', 'Round 2 pairings by board (2/2)', 2],
      ['names', 'Round 2 pairings by name (1/3)', 2],
      ['names', 'Round 2 pairings by name (2/3)', 2],
      ['names', 'Round 2 pairings by name (3/3)', 2],
      ['results', 'Round 2 results', 1],
      ['standings', 'Standings after round 1', 1],
    ]);
    expect(slides[0].rows[0]).toEqual({ board: '1', white: 'FM Zoe Zed (2200)', black: 'Adam Ant (1900)', result: '½-½' });
    // The bye and the withdrawn player's absence are not boards 3 and 4.
    expect(slides[1].rows).toEqual([
      { board: '–', white: 'Carl Cee', black: 'bye', result: '' },
      { board: '–', white: 'Dan Dee (1800)', black: 'withdrawn', result: '' },
    ]);
    expect(slides[6].rows[0]).toEqual({ rank: 1, name: 'FM Zoe Zed', rating: 2200, points: '1½' });
  });

  it('shows the players before round 1, and says pairings will come when there is nothing yet', () => {
    const entered = [
      { pairingNumber: 1, name: 'Zoe Zed', rating: 2200 },
      { pairingNumber: 2, name: 'Adam Ant', rating: 1900 },
    ].map((p) => ({ ...p, uuid: '00000000-0000-4000-8000-000000000001' }) as unknown as PublicPlayer);
    expect(hallSlides({ currentRound: 0, players: entered }, 10)).toEqual([
      {
        kind: 'players',
        title: 'Players (2)',
        rows: [
          { pairingNumber: 2, name: 'Adam Ant', rating: 1900 },
          { pairingNumber: 1, name: 'Zoe Zed', rating: 2200 },
        ],
      },
    ]);
    expect(hallSlides({ currentRound: 0, players: [] }, 10)).toEqual([{ kind: 'waiting', title: 'Pairings will show here', rows: [] }]);
    expect(hallSlides({ currentRound: 1 }, 10)).toEqual([{ kind: 'waiting', title: 'Pairings will show here', rows: [] }]);
    expect(hallSlides({ currentRound: 2, pairings: round2, ranking: ranking(0) }, 10).map((s) => s.kind)).toEqual(['boards', 'names']);
  });

  it('shows the current round’s results once one is in, else the round before', () => {
    expect(resultsRound(2, round2)).toBe(2);
    expect(resultsRound(2, { ...round2, rows: round2.rows.map((r) => ({ ...r, result: null })) })).toBe(1);
    expect(resultsRound(1, undefined)).toBe(0);
  });
});

describe('the hall screen of a team event', () => {
  const side = (n: number, name: string) => ({
    id: `00000000-0000-4000-8000-00000000001${n}`,
    pairingNumber: n,
    name,
    shortName: '',
    before: { matchPoints: 0, gamePoints: 0 },
  });
  const player = (n: number, name: string) => ({ entryId: `00000000-0000-4000-8000-00000000002${n}`, pairingNumber: n, name, title: null, rating: 0 });
  const matches: RoundMatches = {
    round: 2,
    boardsPerMatch: 2,
    lineupsPublished: true,
    started: true,
    matches: [
      {
        id: '00000000-0000-4000-8000-000000000031',
        table: 1,
        white: side(1, 'Hastings'),
        black: side(2, 'Brighton'),
        pairingAllocatedBye: false,
        forfeit: null,
        result: { white: { matchPoints: 2, gamePoints: 1.5 }, black: { matchPoints: 0, gamePoints: 0.5 } },
        boards: [
          { board: 1, gameId: '00000000-0000-4000-8000-000000000041', white: player(1, 'Anna'), black: player(2, 'Ben'), result: '1/2-1/2' },
          { board: 2, gameId: '00000000-0000-4000-8000-000000000042', white: null, black: player(3, 'Cleo'), result: '-/+' },
        ],
      },
    ],
  };

  it('shows each match with its score, then its boards, and never splits a match across pages', () => {
    const slides = hallSlides({ currentRound: 2, team: { matches } }, 6);
    expect(slides[0]).toEqual({
      kind: 'matches',
      title: 'Round 2 matches',
      rows: [
        { heading: true, label: 'Table 1', white: 'Hastings', result: '1½–½', black: 'Brighton' },
        { heading: false, label: '1', white: 'Anna', result: '½-½', black: 'Ben' },
        { heading: false, label: '2', white: 'empty board', result: '−/+', black: 'Cleo' },
      ],
    });
    const two = { ...matches, matches: [matches.matches[0], { ...matches.matches[0], id: '00000000-0000-4000-8000-000000000032', table: 2 }] };
    expect(hallSlides({ currentRound: 2, team: { matches: two } }, 4).map((slide) => slide.title)).toEqual(['Round 2 matches (1/2)', 'Round 2 matches (2/2)']);
  });
});
