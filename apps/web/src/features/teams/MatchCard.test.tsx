import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PairedMatch, WhyTheseMatches } from '@kingside/contract';
import { WhyTheseMatchesView } from '../why-this-pairing/WhyTheseMatchesView.js';
import { MatchCard } from './MatchCard.js';

const tournamentId = '00000000-0000-4000-8000-000000000001';
const team = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  pairingNumber: n,
  name,
  shortName: '',
  before: { matchPoints: 0, gamePoints: 0 },
});
const player = (n: number, name: string) => ({ entryId: `00000000-0000-4000-8000-00000000002${n}`, pairingNumber: n, name, title: null, rating: 2000 + n });

const played: PairedMatch = {
  id: '00000000-0000-4000-8000-000000000031',
  table: 1,
  white: team(1, 'Hastings'),
  black: team(2, 'Brighton'),
  pairingAllocatedBye: false,
  forfeit: null,
  result: { white: { matchPoints: 2, gamePoints: 1.5 }, black: { matchPoints: 0, gamePoints: 0.5 } },
  boards: [
    { board: 1, gameId: '00000000-0000-4000-8000-000000000041', white: player(1, 'Anna'), black: player(2, 'Ben'), result: '1/2-1/2' },
    { board: 2, gameId: '00000000-0000-4000-8000-000000000042', white: null, black: player(3, 'Cleo'), result: '-/+' },
  ],
};

const html = (match: PairedMatch, progress = { lineupsPublished: true, started: true }) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <MatchCard tournamentId={tournamentId} round={2} match={match} progress={progress} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe('a match in the pairings', () => {
  it('shows the teams, the match score and each board with its players and result', () => {
    const shown = html(played);
    expect(shown).toContain('Table 1');
    expect(shown).toContain('Hastings');
    expect(shown).toContain('1½ – ½');
    expect(shown).toContain('Anna (2001)');
    expect(shown).toContain('½-½');
    expect(shown).toContain('empty board');
    expect(shown).toContain(`/tournaments/${tournamentId}/match/2/1`);
    expect(shown).toContain(`/tournaments/${tournamentId}/team/${played.black?.id}`);
  });

  it('before the lineups are published, the match alone; the bye without a match page', () => {
    expect(html({ ...played, result: null, boards: [] }, { lineupsPublished: false, started: false })).toContain('lineups to come');
    const bye = html({ ...played, black: null, pairingAllocatedBye: true, result: null, boards: [] });
    expect(bye).toContain('pairing-allocated bye');
    expect(bye).toContain('Pairing-allocated bye: its points show once the arbiter publishes the lineups.');
    const scored = html({ ...played, black: null, pairingAllocatedBye: true, result: { white: { matchPoints: 1, gamePoints: 2 }, black: null }, boards: [] });
    expect(scored).toContain('Pairing-allocated bye: 1 match point and 2 game points, without playing.');
    expect(bye).not.toContain('/match/');
  });
});

describe('why these matches', () => {
  it('tells the bye, the brackets with their upfloaters and each match’s colours', () => {
    const a = { pairingNumber: 1, name: 'Hastings', score: 4, secondary: 6 };
    const b = { pairingNumber: 2, name: 'Brighton', score: 2, secondary: 5 };
    const c = { pairingNumber: 3, name: 'Lewes', score: 2, secondary: 4 };
    const why: WhyTheseMatches = {
      round: 3,
      primary: 'match',
      teams: [a, b, c],
      bye: { team: c, sentences: ['Lewes (3) has the lowest score among teams that may have the bye.'] },
      brackets: [
        {
          score: 4,
          residents: [a],
          upfloaters: [b],
          pairs: [{ top: a, bottom: b }],
          sentences: ['Brighton (2) moves up: Hastings (1) has no opponent in its bracket.'],
        },
      ],
      matches: [{ white: a, black: b, why: 'Hastings (1) is due white on board 1.' }],
    };
    const shown = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <WhyTheseMatchesView why={why} />
      </I18nProvider>,
    );
    expect(shown).toContain('Lewes (3) has the lowest score among teams that may have the bye.');
    expect(shown).toContain('Moved up from below: Brighton (2)');
    expect(shown).toContain('Paired here: Hastings (1) – Brighton (2)');
    expect(shown).toContain('Hastings (1) is due white on board 1.');
  });
});
