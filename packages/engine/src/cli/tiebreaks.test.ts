import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir } from '../trf/test-support/conformance.js';
import { memoryIo } from './test-support/memory-io.js';
import { formatTiebreakValue, runTiebreaks } from './tiebreaks.js';

// rtg-00009, -00024 and -00027 hold PTPs where the checker's table 8.1.2 differs from the published one.
const SAMPLES = ['rtg-00001', 'rtg-00004', 'rtg-00009', 'rtg-00010', 'rtg-00015', 'rtg-00024', 'rtg-00027'];

describe('kingside tiebreaks', () => {
  it.each(SAMPLES)('prints %s exactly as the reference TSV', async (name) => {
    const expected = readFileSync(join(conformanceDir, 'tiebreaks', `${name}.tsv`), 'utf8');
    const codes = expected.split(/\r?\n/)[0].split('\t').slice(2);
    const m = memoryIo({ 'in.trf': readFileSync(join(conformanceDir, 'dutch', `${name}.trf`)) });
    const code = await runTiebreaks(['in.trf', '-t', ...codes], m.io);
    expect(m.out.stderr).toBe('');
    expect(code).toBe(0);
    expect(m.out.stdout.replace(/\r\n/g, '\n')).toBe(expected.replace(/\r\n/g, '\n').replace(/\n?$/, '\n'));
  });

  it.each(['team-swiss-02', 'team-gp-61', 'team-rr-31'])("prints the team event %s as FIDE TEC's checker does", async (name) => {
    const expected = readFileSync(join(conformanceDir, 'team-tiebreaks', `${name}.tsv`), 'utf8');
    const codes = expected.split(/\r?\n/)[0].split('\t').slice(2);
    const m = memoryIo({ 'in.trf': readFileSync(join(conformanceDir, 'team-tiebreaks', `${name}.trf`)) });
    const code = await runTiebreaks(['in.trf', '-t', ...codes, ...(name.startsWith('team-rr') ? ['--rr'] : [])], m.io);
    expect(m.out.stderr).toBe('');
    expect(code).toBe(0);
    // The same table, value for value (the checker writes a Koya of none as 0, not 0.0).
    const table = (tsv: string) =>
      tsv
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split('\t'));
    const [header, ...rows] = table(m.out.stdout);
    const [expectedHeader, ...expectedRows] = table(expected);
    expect(header).toEqual(expectedHeader);
    expect(rows.map((r) => r.map(Number))).toEqual(expectedRows.map((r) => r.map(Number)));
    expect(rows.flat().every((v) => /^\d+(\.\d\d?)?$/.test(v))).toBe(true);
  });

  it('refuses a code teams do not have, naming it (exit 3)', async () => {
    const m = memoryIo({ 'in.trf': readFileSync(join(conformanceDir, 'team-tiebreaks', 'team-swiss-02.trf')) });
    expect(await runTiebreaks(['in.trf', '-t', 'PTS', 'ARO'], m.io)).toBe(3);
    expect(m.out.stderr).toContain('unknown team tie-break "ARO"');
  });

  const small = [
    '012 Small',
    '001    1      Alpha                             2000                             1.5    1     2 w 1     3 b =',
    '001    2      Beta                              1900                             1.0    2     1 b 0  0000 - U',
    '001    3      Gamma                             1800                             0.5    3  0000 - H     1 w =',
    '',
  ].join('\n');

  it('takes the codes in the order given and the standings after a round', async () => {
    const m = memoryIo({ 'small.trf': small });
    expect(await runTiebreaks(['small.trf', '-t', 'WIN', 'PTS', '--round', '1'], m.io)).toBe(0);
    expect(m.out.stdout).toBe('StartNo\tRank\tWIN\tPTS\n1\t1\t1\t1.0\n2\t3\t0\t0.0\n3\t2\t0\t0.5\n');
  });

  it('exits 3 naming an unknown code', async () => {
    const m = memoryIo({ 'small.trf': small });
    expect(await runTiebreaks(['small.trf', '-t', 'BH', 'XYZ'], m.io)).toBe(3);
    expect(m.out.stderr).toContain('unknown tie-break "XYZ"');
    expect(m.out.stdout).toBe('');
  });

  it('exits 3 for a modifier the tie-break does not take', async () => {
    const m = memoryIo({ 'small.trf': small });
    expect(await runTiebreaks(['small.trf', '-t', 'WIN/C1'], m.io)).toBe(3);
    expect(m.out.stderr).toContain('"/C1" does not apply to WIN');
  });

  it('exits 3 without codes, and 5 for a file it cannot read', async () => {
    const m = memoryIo({});
    expect(await runTiebreaks(['small.trf'], m.io)).toBe(3);
    expect(m.out.stderr).toContain('at least one code');
    expect(await runTiebreaks(['missing.trf', '-t', 'BH'], m.io)).toBe(5);
  });

  it('exits 3 naming the line of a malformed file', async () => {
    const m = memoryIo({ 'bad.trf': '001    x      Broken\n' });
    expect(await runTiebreaks(['bad.trf', '-t', 'PTS'], m.io)).toBe(3);
    expect(m.out.stderr).toMatch(/line 1/);
  });

  it('formats values like the reference checker', () => {
    expect(formatTiebreakValue('PTS', 9)).toBe('9.0');
    expect(formatTiebreakValue('SB', 60)).toBe('60.00');
    expect(formatTiebreakValue('BH', 103.25)).toBe('103.25');
    expect(formatTiebreakValue('ARO', 2417)).toBe('2417');
    expect(formatTiebreakValue('AOB', 98.81)).toBe('98.81');
  });
});
