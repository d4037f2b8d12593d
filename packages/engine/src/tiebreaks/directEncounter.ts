// Direct Encounter (C.07 2024, art. 6).
import type { TiebreakTable } from './rounds.js';

interface Standing {
  startNumber: number;
  /** Points against the other members of the subgroup (encounters averaged per opponent). */
  score: number;
  /** Highest score still reachable had every missing encounter been won (Swiss only). */
  maximum: number;
}

/**
 * Direct encounter among players still tied (art. 6). Only the games between
 * them count (over the board in a Swiss; every paired game in a round robin,
 * art. 15.2 treats forfeits there as played); several games against the same
 * opponent are averaged. When everyone has met everyone, the scores rank
 * them. Otherwise a player is placed ahead only with a
 * score no one below could reach by winning the missing encounters. Players
 * separated this way who are still tied are compared again among themselves,
 * until nothing changes.
 *
 * Returns each player's place within the group from 1 (shared when still
 * tied), or 0 for everyone when the encounters separate nobody.
 */
export function directEncounter(group: readonly number[], table: TiebreakTable): Map<number, number> {
  const place = new Map<number, number>(group.map((s) => [s, 1]));
  let changed = group.length > 1;
  while (changed) {
    changed = false;
    const subgroups = new Map<number, number[]>();
    for (const s of group) {
      const key = place.get(s) ?? 1;
      subgroups.set(key, [...(subgroups.get(key) ?? []), s]);
    }
    for (const [base, members] of subgroups) {
      if (members.length < 2) continue;
      if (separate(members, base, table, place)) changed = true;
    }
  }
  const places = group.map((s) => place.get(s) ?? 1);
  if (places.every((p) => p === places[0])) return new Map(group.map((s) => [s, 0]));
  return place;
}

function separate(members: number[], base: number, table: TiebreakTable, place: Map<number, number>): boolean {
  const inGroup = new Set(members);
  const needed = members.length - 1;
  let everyoneMet = true;
  const standings: Standing[] = members.map((s) => {
    const p = table.players.get(s);
    const perOpponent = new Map<number, number[]>();
    for (const round of p?.rounds ?? []) {
      if (round.opponent === null || !inGroup.has(round.opponent)) continue;
      if (!round.played && !table.roundRobin) continue;
      perOpponent.set(round.opponent, [...(perOpponent.get(round.opponent) ?? []), round.points]);
    }
    let score = 0;
    for (const results of perOpponent.values()) score += results.reduce((a, b) => a + b, 0) / results.length;
    const missing = table.roundRobin ? 0 : needed - perOpponent.size;
    if (missing > 0) everyoneMet = false;
    return { startNumber: s, score, maximum: score + missing * table.win };
  });
  let changes = 0;
  if (everyoneMet) {
    standings.sort((a, b) => b.score - a.score || a.startNumber - b.startNumber);
    let current = base;
    standings.forEach((st, i) => {
      if (i > 0 && !same(st.score, standings[i - 1].score)) {
        current = base + i;
        changes++;
      }
      place.set(st.startNumber, current);
    });
  } else {
    standings.sort((a, b) => b.score - a.score || b.maximum - a.maximum || a.startNumber - b.startNumber);
    let current = base;
    let stillSeparating = true;
    standings.forEach((st, i) => {
      if (i > 0) {
        const bestBelow = Math.max(...standings.slice(i).map((x) => x.maximum));
        if (stillSeparating && standings[i - 1].score > bestBelow + 1e-9) {
          current = base + i;
          changes++;
        } else {
          stillSeparating = false;
        }
      }
      place.set(st.startNumber, current);
    });
  }
  return changes > 0;
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}
