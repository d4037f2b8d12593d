import type { Player, RoundEntry } from '../model.js';
import { left, points, right, whole } from './fields.js';
import { TITLE_NAMES } from './format.js';
import { readPlayerRecord } from './read.js';
import { same } from './same.js';

/** The start column (from 1) of round 1 in a 001 record; each round takes 10 columns (TRF-2026 player section). */
const FIRST_ROUND_COLUMN = 92;

/** The fixed fields of a 001 record before the rounds: the model's key, first and last column (from 1). */
const FIELDS = [
  ['startNumber', 5, 8],
  ['sex', 10, 10],
  ['title', 11, 13],
  ['name', 15, 47],
  ['rating', 49, 52],
  ['federation', 54, 56],
  ['fideId', 58, 68],
  ['birthDate', 70, 79],
  ['points', 81, 84],
  ['rank', 86, 89],
] as const;

type FieldKey = (typeof FIELDS)[number][0];

/** A field written fresh, in TRF-2026 form (the title as TRF-2026 spells it, an unrated player's rating blank). */
function canonical(p: Player, key: FieldKey): string {
  const n = p.startNumber;
  switch (key) {
    case 'startNumber':
      return whole(n, 4, 'start number', 1);
    case 'sex':
      return left(p.sex, 1, `sex of player ${n}`);
    case 'title':
      return right(TITLE_NAMES.get(p.title) ?? p.title, 3, `title of player ${n}`);
    case 'name':
      return left(p.name, 33, `name of player ${n}`);
    case 'rating':
      return p.rating === 0 ? '    ' : whole(p.rating, 4, `rating of player ${n}`);
    case 'federation':
      return left(p.federation, 3, `federation of player ${n}`);
    case 'fideId':
      return right(p.fideId, 11, `FIDE id of player ${n}`);
    case 'birthDate':
      return left(p.birthDate, 10, `birth date of player ${n}`);
    case 'points':
      return points(p.points, `points of player ${n}`);
    case 'rank':
      return p.rank === 0 ? '    ' : whole(p.rank, 4, `rank of player ${n}`);
  }
}

/** One 10-column round block of a 001 record written fresh: opponent (or 0000), colour (or -), result. */
function roundBlock(e: RoundEntry, player: number, round: number): string {
  const opponent = e.opponent === null ? '0000' : whole(e.opponent, 4, `opponent of player ${player} in round ${round}`, 1);
  const colour = e.opponent === null ? '-' : (e.colour ?? '-');
  return `${opponent} ${colour} ${e.result}  `;
}

/**
 * A player's 001 record (TRF-2026 player section: fixed columns 1–91, then one block per round). With `source`,
 * the record the file had for this player, every field and round block whose value the program left as the
 * file said is copied from it as written (a title `g`, a rating `   0`, an absence written without `0000`), so a
 * file comes back as it was read; a value the program changed (points, rank, a round it paired or scored) is
 * written fresh. Either way the line reads back as the player.
 */
export function playerLine(p: Player, source?: string): string {
  const read = source === undefined ? undefined : readPlayerRecord(source);
  const copy = (from: number, to: number) => (source ?? '').slice(from - 1, to).padEnd(to - from + 1, ' ');
  let head = '001'.padEnd(FIRST_ROUND_COLUMN - 1, ' ');
  for (const [key, from, to] of FIELDS) {
    const text = read && same(read[key], p[key]) ? copy(from, to) : canonical(p, key);
    head = head.slice(0, from - 1) + text + head.slice(to);
  }
  const blocks = p.rounds.map((e, r) => {
    const c = FIRST_ROUND_COLUMN + 10 * r;
    return read && r < read.rounds.length && same(read.rounds[r], e) ? copy(c, c + 9) : roundBlock(e, p.startNumber, r + 1);
  });
  return (head + blocks.join('')).trimEnd();
}
