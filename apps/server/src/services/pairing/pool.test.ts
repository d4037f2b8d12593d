import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readTrf } from '@kingside/engine';
import type { PairingTask } from '@kingside/engine/pairing-task';
import { planImport } from '../tournaments/import-trf-plan.js';
import { createPairingPool, PairingStopped, type PairingPool } from './pool.js';

const bench = (name: string) => readFileSync(new URL(`../../../../../packages/engine/conformance/bench/${name}`, import.meta.url), 'utf8');

// 1,000 players after 10 rounds: pairing round 11 takes seconds, far past the time limit below.
const round11: PairingTask = { tournament: readTrf(bench('open-1000-round11.trf')), round: 11 };
// 2,000 players after one round: the matching's weights alone (2,000² pairs, 100 MB before the first weight is
// written) are past the memory limit below. The pairing is refused before they are made, so its thread lives on
// and next reads a small file with tsx's loader under Vitest: the limit leaves room for that (24 MB did not).
const round2of2000: PairingTask = { tournament: readTrf(bench('open-2000-round2.trf')), round: 2 };

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
    expect(await pool.run('readTrfFile', { text: '012 Nobody here\r\n' })).toEqual({ ok: false, message: 'trf: the file has no players (001 lines)' });
  });

  it('reads a TRF file in a thread exactly as here', async () => {
    pool = createPairingPool();
    const text = bench('open-1000-round11.trf');
    const inThread = await pool.run('readTrfFile', { text });
    expect(inThread.ok).toBe(true);
    expect(inThread).toEqual(planImport(text));
  });
});
