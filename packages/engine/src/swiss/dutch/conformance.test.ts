// Every round of every tournament in conformance/dutch (the repository's copy
// of the reference data), paired by a FIDE-endorsed engine, must come out the
// same: same pairs, same colours, same pairing-allocated bye.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conformanceDir } from '../../trf/test-support/conformance.js';
import { pairingOfRound, readTrf, roundsPlayed, tournamentBeforeRound } from '../../trf/index.js';
import { pairDutch } from './index.js';

const dir = join(conformanceDir, 'dutch');
// Missing data fails here (readdirSync throws), so the test never passes having checked nothing.
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.trf'))
  .sort();

/** The first round of a file whose pairing differs, with what differed; null when all agree. */
function firstDifference(file: string): { rounds: number; identical: number; diff: string | null } {
  const t = readTrf(readFileSync(join(dir, file)));
  const total = roundsPlayed(t);
  let identical = 0;
  let diff: string | null = null;
  for (let r = 1; r <= total; r++) {
    const expected = pairingOfRound(t, r);
    let got: { pairs: { white: number; black: number }[]; bye: number | null };
    try {
      got = pairDutch(tournamentBeforeRound(t, r));
    } catch (e) {
      diff ??= `round ${r}: ${(e as Error).message}`;
      continue;
    }
    const key = (p: { white: number; black: number }) => `${p.white}-${p.black}`;
    const want = expected.pairs.map(key).sort();
    const have = got.pairs.map(key).sort();
    if (want.join(' ') === have.join(' ') && expected.bye === got.bye) identical++;
    else {
      const missing = want.filter((k) => !have.includes(k));
      const extra = have.filter((k) => !want.includes(k));
      diff ??= `round ${r}: expected ${missing.join(' ')} bye ${expected.bye}; got ${extra.join(' ')} bye ${got.bye}`;
    }
  }
  return { rounds: total, identical, diff };
}

describe('FIDE Dutch conformance (conformance/dutch)', () => {
  it('has the 297 reference tournaments', () => expect(files).toHaveLength(297));
  let rounds = 0;
  let identical = 0;
  it.each(files)('%s: every round as the reference engine paired it', (file) => {
    const r = firstDifference(file);
    rounds += r.rounds;
    identical += r.identical;
    expect(r.diff, `${file}: ${r.identical}/${r.rounds} rounds identical; first difference ${r.diff}`).toBeNull();
  });
  afterAll(() => console.log(`Dutch conformance: ${identical}/${rounds} rounds identical over ${files.length} files`));
});

describe('FIDE Dutch pairing of a late entry after a pairing-allocated bye', () => {
  it('seats every one of 26 available players in round 2 (13 boards, no bye)', () => {
    const t = readTrf(readFileSync(new URL('test-support/late-entry-round2.trf', import.meta.url)));
    const got = pairDutch(tournamentBeforeRound(t, 2));
    expect(got.bye).toBeNull();
    expect(got.pairs).toHaveLength(13);
    expect(new Set(got.pairs.flatMap((p) => [p.white, p.black])).size).toBe(26);
  });
});
