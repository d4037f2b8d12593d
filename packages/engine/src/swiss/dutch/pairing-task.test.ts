import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTrf } from '../../trf/index.js';
import { pairNextRound } from './pairing-task.js';

const open300 = readTrf(readFileSync(new URL('../../../conformance/bench/open-300-round9.trf', import.meta.url)));

describe('the pairing task a worker thread runs', () => {
  it('answers a pairing whose matching would pass the memory it may take with that, before making it, and pairs within it', () => {
    // 300 players after 8 rounds: each of the 300² pairs' weights takes some 70 bytes, 6 MB in all.
    const refused = pairNextRound({ tournament: open300, round: 9, memoryLimitBytes: 2 ** 20 });
    expect(refused.kind).toBe('memory-limit');
    expect(refused.kind === 'memory-limit' && refused.neededBytes).toBeGreaterThan(2 ** 20);
    const paired = pairNextRound({ tournament: open300, round: 9, memoryLimitBytes: 64 * 2 ** 20 });
    expect(paired.kind).toBe('paired');
  });
});
