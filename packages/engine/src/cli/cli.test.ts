import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { blankPlayer, blankTournament, type Player, type RoundEntry, type Tournament } from '../model.js';
import { decodeTrf } from '../trf/decode.js';
import { readTrf, writeTrf } from '../trf/index.js';
import { conformanceDir } from '../trf/test-support/conformance.js';
import { withoutSource } from '../trf/test-support/without-source.js';
import { memoryIo, run } from './test-support/memory-io.js';

const teamLeague = fileURLToPath(new URL('../trf/test-support/team/league.trf', import.meta.url));

function player(n: number, rounds: RoundEntry[] = []): Player {
  return blankPlayer(n, { name: `Player ${n}`, rating: 2100 - 100 * n, rounds });
}

function tournament(players: Player[], totalRounds: number): Tournament {
  return blankTournament({ name: 'CLI test', totalRounds, initialColour: 'w', players });
}

const five = writeTrf(
  tournament(
    [1, 2, 3, 4, 5].map((n) => player(n)),
    3,
  ),
);
const realLichess = join(conformanceDir, 'real-trf', 'lichess-swiss-112-players.trf');
const smallDutch = join(conformanceDir, 'dutch', 'rtg3-00172.trf');

describe('kingside pair --dutch', () => {
  it('prints the number of pairs (the bye counted), the boards and the bye as "id 0"', async () => {
    const r = await run(['pair', '--dutch', 'in.trf', '-p'], { 'in.trf': five });
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: '3\n1 3\n4 2\n5 0\n' });
  });

  it('writes to OUT when given', async () => {
    const r = await run(['pair', '--dutch', 'in.trf', '-p', 'out.txt'], { 'in.trf': five });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.files.get('out.txt')).toBe('3\n1 3\n4 2\n5 0\n');
  });

  it('exits 1 when no valid pairing exists', async () => {
    const met = tournament([player(1, [{ opponent: 2, colour: 'w', result: '1' }]), player(2, [{ opponent: 1, colour: 'b', result: '0' }])], 2);
    const r = await run(['pair', '--dutch', 'in.trf', '-p'], { 'in.trf': writeTrf(met) });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('round 2: no valid pairing');
  });

  it('exits 3 when the file does not say how many rounds there are, or all are paired', async () => {
    const noRounds = await run(['pair', '--dutch', 'in.trf', '-p'], { 'in.trf': writeTrf(tournament([player(1), player(2)], 0)) });
    expect(noRounds.code).toBe(3);
    expect(noRounds.stderr).toContain('number of rounds');
    const finished = { ...readTrf(readFileSync(smallDutch)), totalRounds: 3 };
    const done = await run(['pair', '--dutch', 'in.trf', '-p'], { 'in.trf': writeTrf(finished) });
    expect(done.code).toBe(3);
    expect(done.stderr).toContain('paired already');
  });

  it('-c re-pairs every round of a finished tournament: none differ', async () => {
    const r = await run(['pair', '--dutch', 'in.trf', '-c'], { 'in.trf': readFileSync(smallDutch) });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('3 of 3 rounds identical\n');
  });

  it('-c lists the rounds that differ from the file, and exits 1', async () => {
    const t = readTrf(readFileSync(smallDutch));
    // Reverse the colours of the last round's games in the file.
    for (const p of t.players) {
      const e = p.rounds[2];
      if (e.colour !== null) e.colour = e.colour === 'w' ? 'b' : 'w';
    }
    const r = await run(['pair', '--dutch', 'in.trf', '-c'], { 'in.trf': writeTrf(t) });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^round 3 differs\n {2}file only: {5}\d+-\d+/);
    expect(r.stdout).toContain('  kingside only: ');
    expect(r.stdout).toContain('2 of 3 rounds identical\n');
  });

  it('answers bad arguments with the usage text and exit 3', async () => {
    for (const argv of [['pair'], ['pair', '--monrad', 'x.trf', '-p'], ['pair', '--dutch', 'in.trf'], ['pair', '--dutch', 'in.trf', '-p', 'a', 'b']]) {
      const r = await run(argv, { 'in.trf': five });
      expect(r.code, argv.join(' ')).toBe(3);
      expect(r.stderr).toContain('Usage:');
    }
  });
});

describe('kingside trf', () => {
  it("writes the tournament back as TRF-2026 over the file's own lines", async () => {
    const bytes = readFileSync(realLichess);
    const r = await run(['trf', 'in.trf'], { 'in.trf': bytes });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^012 NM Zulfikar Sali Bullet Chess\r\n/);
    // The TRF-2026 records the TRF(x) file lacks join its tournament section; its own lines stay where they were.
    expect(r.stdout).toContain(
      '\r\n062 112\r\n092 Individual: Swiss-System\r\n102 https://lichess.org/swiss\r\n142 21\r\n152 W\r\nXXR 21\r\nXXC rank white1\r\n',
    );
    expect(withoutSource(readTrf(r.stdout))).toEqual(withoutSource(readTrf(bytes)));
  });

  it('writes a Latin-1 file back in Latin-1, so that its names keep their bytes', async () => {
    const text = '012 Torneo de Gros\r001    1 m    Müller, Jürgen                    2100\r';
    const latin1 = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    let written: Uint8Array = new Uint8Array();
    const { io } = memoryIo({ 'in.trf': latin1 });
    const code = await main(['trf', 'in.trf'], {
      ...io,
      stdout: (output) => void (written = typeof output === 'string' ? new TextEncoder().encode(output) : output),
    });
    expect(code).toBe(0);
    expect(written).toEqual(Uint8Array.from(text.replace(/\r/g, '\r\n'), (ch) => ch.charCodeAt(0)));
  });

  it("writes a team tournament back byte for byte, team records and all, and names a team record's error", async () => {
    const bytes = readFileSync(teamLeague);
    const r = await run(['trf', 'in.trf'], { 'in.trf': bytes });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(decodeTrf(bytes));
    expect(r.stdout).toMatch(/\r\n310 /);
    const unknownMember = decodeTrf(bytes).replace(/^(310 .{69})(....)/m, (_, head: string) => `${head}9999`);
    const bad = await run(['trf', 'in.trf'], { 'in.trf': unknownMember });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/^kingside: in\.trf: line 17, column 74: expected .*player/);
  });

  it('names the line and column of a malformed file (exit 3), and a missing file (exit 5)', async () => {
    const bad = await run(['trf', 'in.trf'], { 'in.trf': '012 Open\r\n001   x1' });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toContain('in.trf: line 2, column 5: expected a start number');
    const missing = await run(['trf', 'nowhere.trf']);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('cannot read nowhere.trf');
  });
});

describe('kingside berger', () => {
  it('prints the table as the conformance files have it', async () => {
    const r = await run(['berger', '6']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(readFileSync(join(conformanceDir, 'berger', 'berger-06.json'), 'utf8')));
    const double = await run(['berger', '4', '--double']);
    expect((JSON.parse(double.stdout) as { rounds: unknown[] }).rounds).toHaveLength(6);
  });

  it('exits 3 for a bad number of players and 4 for too many', async () => {
    expect((await run(['berger', 'six'])).code).toBe(3);
    expect((await run(['berger', '1'])).code).toBe(3);
    const big = await run(['berger', '5000']);
    expect(big.code).toBe(4);
    expect(big.stderr).toContain('1000');
  });
});

describe('kingside tiebreaks', () => {
  it('is dispatched by main and prints the standings TSV', async () => {
    const result = await run(['tiebreaks', 'in.trf', '-t', 'PTS', 'BH/C1'], { 'in.trf': five });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')[0]).toBe('StartNo\tRank\tPTS\tBH/C1');
    expect(result.stdout.trim().split('\n')).toHaveLength(6);
  });
});

describe('kingside', () => {
  it('prints the usage for --help, and exits 3 for no or an unknown command', async () => {
    expect(await run(['--help'])).toMatchObject({ code: 0, stderr: '' });
    const none = await run([]);
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('Usage:');
    expect((await run(['toString'])).code).toBe(3);
  });
});

describe('the built kingside binary', () => {
  const execFileAsync = promisify(execFile);
  const engineDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const repoRoot = resolve(engineDir, '../..');
  let dir = '';

  beforeAll(async () => {
    await execFileAsync('npm', ['run', 'build', '-w', '@kingside/engine'], { cwd: repoRoot });
    dir = await mkdtemp(join(tmpdir(), 'kingside-cli-'));
    await writeFile(join(dir, 'five.trf'), five);
  }, 180_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('pairs a round and reports failures through its exit code', async () => {
    const bin = join(engineDir, 'bin', 'kingside.js');
    const ok = await execFileAsync('node', [bin, 'pair', '--dutch', join(dir, 'five.trf'), '-p']);
    expect(ok.stdout).toBe('3\n1 3\n4 2\n5 0\n');
    const failed = await execFileAsync('node', [bin, 'trf', join(dir, 'missing.trf')]).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 5 });
    expect((failed as { stderr: string }).stderr).toContain('cannot read');
  });
});
