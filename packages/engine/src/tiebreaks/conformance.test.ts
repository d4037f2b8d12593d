// Every tie-break value FIDE TEC's reference checker computed for the
// conformance tournaments (conformance/tiebreaks, the repository copy), every code,
// every player.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../trf/index.js';
import { conformanceDir } from '../trf/test-support/conformance.js';
import { computeTiebreaks } from './index.js';

const tsvDir = join(conformanceDir, 'tiebreaks');
const files = readdirSync(tsvDir)
  .filter((f) => f.endsWith('.tsv'))
  .sort();

describe('tie-breaks agree with the FIDE TEC reference checker', () => {
  it(`matches every value of ${files.length} tournaments`, () => {
    const tally = new Map<string, { values: number; exact: number }>();
    const mismatches: string[] = [];
    for (const file of files) {
      const rows = readFileSync(join(tsvDir, file), 'utf8')
        .trim()
        .split(/\r?\n/)
        .map((l) => l.split('\t'));
      const [header, ...body] = rows;
      const codes = header.slice(2);
      const tournament = readTrf(readFileSync(join(conformanceDir, 'dutch', file.replace(/\.tsv$/, '.trf'))));
      const mine = new Map(computeTiebreaks(tournament, codes).map((r) => [r.startNumber, r]));
      expect(mine.size, `${file}: players`).toBe(body.length);
      for (const cells of body) {
        const startNumber = Number(cells[0]);
        const row = mine.get(startNumber);
        expect(row, `${file}: player ${startNumber}`).toBeDefined();
        if (!row) continue;
        ['Rank', ...codes].forEach((code, i) => {
          const expected = Number(cells[i + 1]);
          const actual = i === 0 ? row.rank : row.values[i - 1];
          let t = tally.get(code);
          if (!t) tally.set(code, (t = { values: 0, exact: 0 }));
          t.values++;
          // Equal as printed: the files carry at most two decimals.
          if (Math.round(expected * 100) === Math.round(actual * 100)) t.exact++;
          else mismatches.push(`${file} player ${startNumber} ${code}: expected ${expected}, got ${actual}`);
        });
      }
    }
    console.log(`tie-break conformance: ${[...tally].map(([code, t]) => `${code} ${t.exact}/${t.values}`).join(', ')}`);
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(mismatches).toHaveLength(0);
  });
});
