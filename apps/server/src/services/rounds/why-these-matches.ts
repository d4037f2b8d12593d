import { and, eq } from 'drizzle-orm';
import { formatPoints, type Locale, type WhyTeam, type WhyTheseMatches } from '@kingside/contract';
import {
  teamByeSentences,
  teamColourSentence,
  teamUnmetSentence,
  teamUpfloaterSentence,
  type ExplanationWords,
  type TeamExplanationNames,
} from '@kingside/engine';
import type { AppContext } from '../../context.js';
import { rounds, teamPairingExplanations, teams, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { notDeleted } from '../core/access.js';
import { words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';

/**
 * "Why these matches" of a team Swiss round (public wherever its pairings are): the engine's record of how it
 * paired the round by C.04.6, kept when it paired it, in the arbiter's words and the reader's language, teams by their
 * names. 404 for an unknown round, a team round robin, or a round the engine did not pair.
 */
export async function whyTheseMatches(ctx: AppContext, tournamentId: string, round: number, locale: Locale): Promise<WhyTheseMatches> {
  const [t] = await ctx.db
    .select({ system: tournaments.system })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  if (!t) throw notFound('Tournament not found');
  if (t.system !== 'team_swiss') {
    throw notFound(
      t.system === 'dutch'
        ? 'This is an individual Swiss: ask why-this-pairing'
        : words('Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain', { round }),
    );
  }
  const [roundRow] = await ctx.db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, round)));
  if (!roundRow) throw notFound(words('Round {round} is not paired yet', { round }));
  const [kept] = await ctx.db.select().from(teamPairingExplanations).where(eq(teamPairingExplanations.roundId, roundRow.id));
  if (!kept)
    throw notFound(words('Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain', { round }));
  const nameOf = new Map(
    (await ctx.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.tournamentId, tournamentId))).map((team) => [team.id, team.name]),
  );
  const { explanation } = kept;
  const scores = new Map(explanation.teams.map((team) => [team.pairingNumber, team]));
  const name = (n: number) => nameOf.get(kept.teamIds[String(n)]) ?? say(locale, words('Team {number}', { number: n }));
  const team = (n: number): WhyTeam => ({ pairingNumber: n, name: name(n), score: scores.get(n)?.score ?? 0, secondary: scores.get(n)?.secondary ?? 0 });
  const names: TeamExplanationNames = {
    team: (n) => `${name(n)} (${n})`,
    points: (score) =>
      words(
        explanation.primary === 'match'
          ? '{count, plural, one {{points} match point} other {{points} match points}}'
          : '{count, plural, one {{points} game point} other {{points} game points}}',
        { count: score, points: formatPoints(score) },
      ),
    list: (teamNames) => new Intl.ListFormat(locale).format(teamNames),
  };
  const said = (sentence: ExplanationWords) => say(locale, sentence);
  return {
    round,
    primary: explanation.primary,
    teams: explanation.teams.map((t) => team(t.pairingNumber)),
    bye: explanation.bye === null ? null : { team: team(explanation.bye.team), sentences: teamByeSentences(explanation.bye, names).map(said) },
    brackets: explanation.brackets.map((bracket) => ({
      score: bracket.score,
      residents: bracket.residents.map(team),
      upfloaters: bracket.upfloaters.map(team),
      pairs: bracket.pairs.map((p) => ({ top: team(p.top), bottom: team(p.bottom) })),
      sentences: [teamUpfloaterSentence(bracket, names), teamUnmetSentence(bracket)].filter((s) => s !== null).map(said),
    })),
    matches: explanation.matches.map((m) => ({ white: team(m.white), black: team(m.black), why: said(teamColourSentence(m, names)) })),
  };
}
