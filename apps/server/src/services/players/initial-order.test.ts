import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialRanking, readTrf } from '@kingside/engine';
import { managedPlayersResponse } from '@kingside/contract';
import { call, multipart, useTestApp } from '../../test-support/index.js';
import { as, expectOk, useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';

// The players of the engine's reference tournaments (packages/engine/conformance/dutch), and a field made to
// need every step of the order: titles, equal ratings, names differing only by case or accents.
const dir = new URL('../../../../../packages/engine/conformance/dutch/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.trf'))
  .sort();

interface Listed {
  name: string;
  rating: number;
  title: string;
}

const made: Listed[] = [
  { name: 'Zed, Zoe', rating: 2400, title: '' },
  { name: 'Émile, Eve', rating: 2200, title: 'FM' },
  { name: 'Fox, Fay', rating: 2200, title: 'FM' },
  { name: 'Emile, Adam', rating: 2200, title: 'FM' },
  { name: 'Top, Tim', rating: 2400, title: 'WGM' },
  { name: 'Low, Lou', rating: 0, title: '' },
  { name: 'Cat, Cy', rating: 2200, title: 'WCM' },
  { name: 'Bee, Bob', rating: 2200, title: '' },
  { name: 'ash, amy', rating: 2200, title: '' },
  { name: 'Ida, Ivy', rating: 2200, title: 'WIM' },
];

/** Every reference tournament's players, in batches that fit one upload, in reverse order so the server must sort them. */
function batches(): Listed[][] {
  const all: Listed[][] = [];
  let batch: Listed[] = [];
  for (const file of files) {
    const players = readTrf(readFileSync(new URL(file, dir), 'utf8')).players.map((p) => ({ name: p.name.trim(), rating: p.rating, title: '' }));
    if (batch.length + players.length > 4000) {
      all.push(batch);
      batch = [];
    }
    batch.push(...players);
  }
  return [...all, batch].map((b) => [...b].reverse());
}

describe('the initial order the server numbers players by is the engine’s initialRanking', () => {
  const t = useTestApp('pglite');
  const olga = useAccount(t, 'organiser');

  const numbered = async (players: Listed[]) => {
    const id = await organiserOf(t, olga).create({ name: 'Initial order', system: 'dutch', rounds: 9 });
    const csv = ['Name;Rating;Title', ...players.map((p) => `${p.name};${p.rating || ''};${p.title}`)].join('\r\n');
    const form = multipart({ tournamentId: id }, [{ field: 'file', name: 'players.csv', content: `${csv}\r\n` }]);
    expectOk(await call(t.app, 'POST', '/api/players/upload', { token: olga.token, form }), 201);
    const list = managedPlayersResponse.parse((await as(t, olga).get(`/api/players/entries/${id}`)).body).data;
    return list.sort((a, b) => a.pairingNumber - b.pairingNumber).map((p) => ({ name: p.name, rating: p.rating, title: p.title ?? '' }));
  };

  it('on a field with titles, equal ratings and names equal but for case and accents', async () => {
    expect(await numbered(made)).toEqual(initialRanking(made));
  });

  it('on the players of every reference tournament', async () => {
    for (const players of batches()) expect(await numbered(players)).toEqual(initialRanking(players));
  }, 600_000);
});
