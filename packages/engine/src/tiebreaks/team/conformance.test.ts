// Every team tie-break value FIDE TEC's reference checker computed for the
// team conformance events (conformance/team-tiebreaks), every code, every team.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTeamTournament } from '../../trf/team-read.js';
import { conformanceDir } from '../../trf/test-support/conformance.js';
import { computeTeamTiebreaks } from './index.js';

const dir = join(conformanceDir, 'team-tiebreaks');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.tsv'))
  .sort();

describe('team tie-breaks agree with the FIDE TEC reference checker', () => {
  it(`matches every value of ${files.length} lists of codes on the team events`, () => {
    const tally = new Map<string, { values: number; exact: number }>();
    const mismatches: string[] = [];
    for (const file of files) {
      const [header, ...body] = readFileSync(join(dir, file), 'utf8')
        .trim()
        .split(/\r?\n/)
        .map((l) => l.split('\t'));
      const codes = header.slice(2);
      // team-swiss-02.tsv and team-swiss-02.ties-1.tsv are two lists of codes on team-swiss-02.trf;
      // swiss-event-01.tsv is on the team Swiss conformance event event-01.trf.
      const name = file.split('.')[0];
      const trf = name.startsWith('swiss-') ? join(conformanceDir, 'team-swiss', `${name.slice('swiss-'.length)}.trf`) : join(dir, `${name}.trf`);
      const event = readTeamTournament(readFileSync(trf));
      const roundRobin = /robin/i.test(event.tournament.tournamentType);
      const mine = new Map(computeTeamTiebreaks(event, codes, { roundRobin }).map((r) => [r.team, r]));
      expect(mine.size, `${file}: teams`).toBe(body.length);
      for (const cells of body) {
        const team = Number(cells[0]);
        const row = mine.get(team);
        expect(row, `${file}: team ${team}`).toBeDefined();
        if (!row) continue;
        ['Rank', ...codes].forEach((code, i) => {
          const expected = Number(cells[i + 1]);
          const actual = i === 0 ? row.rank : row.values[i - 1];
          let t = tally.get(code);
          if (!t) tally.set(code, (t = { values: 0, exact: 0 }));
          t.values++;
          // Equal as printed: the files carry at most two decimals.
          if (Math.round(expected * 100) === Math.round(actual * 100)) t.exact++;
          else mismatches.push(`${file} team ${team} ${code}: expected ${expected}, got ${actual}`);
        });
      }
    }
    console.log(`team tie-break conformance: ${[...tally].map(([code, t]) => `${code} ${t.exact}/${t.values}`).join(', ')}`);
    expect(mismatches.slice(0, 30)).toEqual([]);
    expect(mismatches).toHaveLength(0);
  });
});
