import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readTrf } from '@kingside/engine';
import type { PairingTask } from '@kingside/engine/pairing-task';
import { planImport } from '../import-trf-plan.js';
import { createPairingPool, PairingStopped, type PairingOutcome, type PairingPool } from './pool.js';

const bench = (name: string) => readFileSync(new URL(`../../../../../../packages/engine/conformance/bench/${name}`, import.meta.url), 'utf8');

// 1,000 players after 10 rounds: pairing round 11 takes seconds, far past the time limit below.
const round11: PairingTask = { tournament: readTrf(bench('open-1000-round11.trf')), round: 11 };
// 2,000 players after one round: the matching's weights alone (2,000² pairs, 100 MB before the first weight is
// written) are past the memory limit below. The pairing is refused before they are made, so its thread lives on
// and next reads a small file with tsx's loader under Vitest: the limit leaves room for that (24 MB did not).
const round2of2000: PairingTask = { tournament: readTrf(bench('open-2000-round2.trf')), round: 2 };

/** A pairing as the bench's .expected files write it: `white black` per board, `bye 0`, sorted. */
function asExpectedFile(answer: PairingOutcome): string {
  if (answer.kind !== 'paired') return answer.kind;
  const lines = answer.pairs.map((p) => `${p.white} ${p.black}`);
  if (answer.bye !== null) lines.push(`${answer.bye} 0`);
  return lines.sort().join('\n');
}
const expectedFile = (name: string) =>
  bench(name)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .sort()
    .join('\n');

describe('the worker pool', () => {
  let pool: PairingPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('stops a pairing past its time limit, saying so', async () => {
    pool = createPairingPool({ timeLimitSeconds: 0.2 });
    const stopped = await pool.pair(round11).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(stopped).toBeInstanceOf(PairingStopped);
    expect(stopped).toMatchObject({ reason: 'time_limit', message: 'The pairing took longer than its limit of 0.2 s and was stopped' });
  });

  it('stops a pairing that needs more memory than its limit, saying so, and the pool works on afterwards', async () => {
    pool = createPairingPool({ memoryLimitMb: 64 });
    const stopped = await pool.pair(round2of2000).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(stopped).toBeInstanceOf(PairingStopped);
    expect(stopped).toMatchObject({ reason: 'out_of_memory', message: 'The pairing needed more than its memory limit of 64 MB and was stopped' });
    // The pool still works.
    expect(await pool.run('readTrfFile', { text: '012 Nobody here\r\n' })).toEqual({
      ok: false,
      message: { text: 'trf: the file has no players (001 lines)', values: {} },
    });
  });

  it('reads a TRF file in a thread exactly as here', async () => {
    pool = createPairingPool();
    const text = bench('open-1000-round11.trf');
    const inThread = await pool.run('readTrfFile', { text });
    expect(inThread.ok).toBe(true);
    expect(inThread).toEqual(planImport(text));
  });

  it('keeps a pairing thread warm: it pairs the warm-up rounds as the pool starts, and again once its threads ended', async () => {
    pool = createPairingPool({ warmThread: true });
    expect(await pool.warmedUp()).toBe(true);
    const open300: PairingTask = { tournament: readTrf(bench('open-300-round9.trf')), round: 9 };
    expect(asExpectedFile(await pool.pair(open300))).toBe(expectedFile('open-300-round9.expected'));
    await pool.terminateThreads();
    expect(await pool.warmedUp()).toBe(true);
    expect(asExpectedFile(await pool.pair(open300))).toBe(expectedFile('open-300-round9.expected'));
  });

  it('keeps no warm thread unless asked', async () => {
    pool = createPairingPool();
    expect(await pool.warmedUp()).toBe(false);
  });
});
