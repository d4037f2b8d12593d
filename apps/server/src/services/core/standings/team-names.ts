// How every page, PDF and prize of a team event names its teams and players: public columns only.

import type { BoardPlayer, PlayerTitle, TeamRef } from '@kingside/contract';
import type { EntryRow } from '../engine-model.js';
import type { TeamEventResults } from './team-event.js';
import type { TeamRow } from '../team-model.js';
import { tournamentRatingOf } from '../tournament-rating.js';

/** Teams and players by id and number, as the pages of a team event name them. */
export interface Names {
  team: (id: string) => TeamRow;
  teamByNumber: (pairingNumber: number) => TeamRow | undefined;
  teamRef: (team: TeamRow) => TeamRef;
  entry: (id: string) => EntryRow | undefined;
  entryByNumber: (pairingNumber: number) => EntryRow | undefined;
  player: (entry: EntryRow) => BoardPlayer;
  /** The team whose roster holds the entry. */
  teamOfEntry: (entryId: string) => TeamRow | undefined;
  /** The entry's roster position, from 1. */
  position: (entryId: string) => number;
}

export function namesOf(event: TeamEventResults): Names {
  const t = event.data.tournament;
  const teams = new Map(event.teamData.teams.map((team) => [team.id, team]));
  const teamsByNumber = new Map(event.teamData.teams.map((team) => [team.pairingNumber, team]));
  const entries = new Map(event.data.entries.map((e) => [e.id, e]));
  const entriesByNumber = new Map(event.data.entries.map((e) => [e.pairingNumber, e]));
  const members = new Map(event.teamData.members.map((m) => [m.entryId, m]));
  return {
    team: (id) => {
      const team = teams.get(id);
      if (!team) throw new Error(`No team ${id}`);
      return team;
    },
    teamByNumber: (n) => teamsByNumber.get(n),
    teamRef: (team) => ({ id: team.id, pairingNumber: team.pairingNumber, name: team.name, shortName: team.shortName }),
    entry: (id) => entries.get(id),
    entryByNumber: (n) => entriesByNumber.get(n),
    player: (entry) => ({
      entryId: entry.id,
      pairingNumber: entry.pairingNumber,
      name: entry.name,
      title: entry.title ? (entry.title as PlayerTitle) : null,
      rating: tournamentRatingOf(entry, t),
    }),
    teamOfEntry: (entryId) => {
      const m = members.get(entryId);
      return m ? teams.get(m.teamId) : undefined;
    },
    position: (entryId) => members.get(entryId)?.position ?? Number.MAX_SAFE_INTEGER,
  };
}
