import { and, eq } from 'drizzle-orm';
import {
  byeSentence,
  byeSkipSentence,
  colourSentence,
  floaterSentence,
  upfloatSentence,
  type ExplanationNames,
  type ExplanationWords,
  type PairingExplanation,
} from '@kingside/engine';
import { formatPoints, type Locale, type WhyPlayer, type WhyThisPairing } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, games, pairingExplanations, rounds, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { notDeleted } from '../core/access.js';
import { words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';

const points = (tenths: number) =>
  words('{count, plural, one {{points} point} other {{points} points}}', { count: tenths / 10, points: formatPoints(tenths / 10) });

/**
 * "Why this pairing" of a round (public wherever its pairings are): the engine's record of how it paired the round,
 * kept when it paired it, in the arbiter's words and the reader's language, players named as the pairings name them.
 * Boards the arbiter changed since are listed, never explained as the engine's. 404 for an unknown round, or one the
 * engine did not pair.
 */
export async function whyThisPairing(ctx: AppContext, tournamentId: string, round: number, locale: Locale): Promise<WhyThisPairing> {
  const [t] = await ctx.db
    .select({ system: tournaments.system })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  if (!t) throw notFound('Tournament not found');
  const [roundRow] = await ctx.db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, round)));
  if (!roundRow) throw notFound(words('Round {round} is not paired yet', { round }));
  if (t.system === 'team_swiss') throw notFound(words('Round {round} pairs teams: ask why-these-matches', { round }));
  if (t.system !== 'dutch')
    throw notFound(words("Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain", { round }));
  const [kept] = await ctx.db.select().from(pairingExplanations).where(eq(pairingExplanations.roundId, roundRow.id));
  if (!kept) {
    throw notFound(
      words(
        "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain",
        { round },
      ),
    );
  }
  const people = await ctx.db
    .select({ id: entries.id, name: entries.name, pairingNumber: entries.pairingNumber })
    .from(entries)
    .where(eq(entries.tournamentId, tournamentId));
  const boards = await ctx.db
    .select({ board: games.board, whiteId: games.whiteId, blackId: games.blackId, kind: games.kind })
    .from(games)
    .where(eq(games.roundId, roundRow.id));
  return explained(kept.explanation, kept.entryIds, people, boards, locale);
}

interface Person {
  id: string;
  name: string;
  pairingNumber: number;
}

interface StandingBoard {
  board: number;
  whiteId: string;
  blackId: string | null;
  kind: string;
}

/** The explanation with its players named, and the round's boards set beside the engine's. */
function explained(
  explanation: PairingExplanation,
  entryIds: Record<string, string>,
  people: Person[],
  boards: StandingBoard[],
  locale: Locale,
): WhyThisPairing {
  const byId = new Map(people.map((p) => [p.id, p]));
  const scoreOf = new Map(explanation.players.map((p) => [p.startNumber, p.score]));
  const numberOf = new Map(explanation.players.map((p) => [p.startNumber, p.pairingNumber]));
  const personOf = (startNumber: number) => byId.get(entryIds[String(startNumber)]) as Person;
  const player = (startNumber: number): WhyPlayer => {
    const person = personOf(startNumber);
    return { pairingNumber: person.pairingNumber, name: person.name, points: (scoreOf.get(startNumber) ?? 0) / 10 };
  };
  const names: ExplanationNames = {
    player: (startNumber) => `${personOf(startNumber).name} (${personOf(startNumber).pairingNumber})`,
    points,
    list: (players) => new Intl.ListFormat(locale).format(players),
  };
  const said = (sentence: ExplanationWords) => say(locale, sentence);

  // The round as it stands, by entries: which of the engine's boards still stand, and which boards are the arbiter's.
  const key = (white: string, black: string | null) => `${white} ${black ?? 'bye'}`;
  const standing = new Set(boards.filter((b) => b.kind === 'game' || b.kind === 'pairing_bye').map((b) => key(b.whiteId, b.blackId)));
  const engineKeys = new Set([
    ...explanation.boards.map((b) => key(entryIds[String(b.white)], entryIds[String(b.black)])),
    ...(explanation.bye ? [key(entryIds[String(explanation.bye.startNumber)], null)] : []),
  ]);
  const side = (id: string) => {
    const { pairingNumber, name } = byId.get(id) as Person;
    return { pairingNumber, name };
  };
  const changedByHand = boards
    .filter((b) => (b.kind === 'game' || b.kind === 'pairing_bye') && !engineKeys.has(key(b.whiteId, b.blackId)))
    .sort((a, b) => a.board - b.board)
    .map((b) => ({ board: b.board, white: side(b.whiteId), black: b.blackId ? side(b.blackId) : null }));

  const bye = explanation.bye;
  const unplayed = (playedGames: number) => explanation.round - 1 - playedGames;
  return {
    round: explanation.round,
    brackets: explanation.brackets.map((bracket) => {
      const size = bracket.movedDown.length + bracket.residents.length;
      const movedDown = new Set(bracket.movedDown);
      const upfloats = bracket.pairs
        .filter((p) => movedDown.has(p.higher))
        .map((p) => ({ player: player(p.lower), direction: 'up' as const, why: said(upfloatSentence(p.higher, p.lower, scoreOf.get(p.higher) ?? 0, names)) }));
      const downfloats = bracket.floaters.map((f) => ({
        player: player(f.startNumber),
        direction: 'down' as const,
        why: said(floaterSentence(f, size, names)),
      }));
      return {
        points: bracket.score / 10,
        movedDown: bracket.movedDown.map(player),
        residents: bracket.residents.map(player),
        pairs: bracket.pairs.map((p) => ({ higher: player(p.higher), lower: player(p.lower) })),
        floats: [...upfloats, ...downfloats],
      };
    }),
    boards: explanation.boards.map((b, index) => ({
      board: index + 1,
      white: player(b.white),
      black: player(b.black),
      rule: b.rule,
      why: said(colourSentence(b, explanation.initialColour, numberOf.get(b.higher) ?? 0, names)),
      standing: standing.has(key(entryIds[String(b.white)], entryIds[String(b.black)])),
    })),
    bye: bye && {
      player: player(bye.startNumber),
      why: said(byeSentence(bye.startNumber, bye.score, names)),
      below: bye.below.map((b) => ({
        player: player(b.startNumber),
        why: said(byeSkipSentence(b.startNumber, b.reason, bye.startNumber, { player: unplayed(b.playedGames), assignee: unplayed(bye.playedGames) }, names)),
      })),
      standing: standing.has(key(entryIds[String(bye.startNumber)], null)),
    },
    changedByHand,
  };
}
