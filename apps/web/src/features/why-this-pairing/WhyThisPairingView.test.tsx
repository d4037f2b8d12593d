import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WhyThisPairing } from '@kingside/contract';
import { WhyThisPairingView } from './WhyThisPairingView.js';

const anna = { pairingNumber: 1, name: 'Anna', points: 1.5 };
const ben = { pairingNumber: 2, name: 'Ben', points: 1.5 };
const cleo = { pairingNumber: 3, name: 'Cleo', points: 1 };
const dev = { pairingNumber: 4, name: 'Dev', points: 1 };
const eve = { pairingNumber: 5, name: 'Eve', points: 1 };

const why: WhyThisPairing = {
  round: 3,
  brackets: [
    {
      points: 1.5,
      movedDown: [],
      residents: [anna, ben],
      pairs: [],
      floats: [{ player: anna, direction: 'down', why: 'Anna (1) floats down: nobody in the bracket may play them (C.04.3 C1–C3).' }],
    },
    {
      points: 1,
      movedDown: [anna],
      residents: [cleo, dev, eve],
      pairs: [{ higher: anna, lower: dev }],
      floats: [{ player: dev, direction: 'up', why: 'Dev (4) floats up to play Anna (1), moved down with 1½ points.' }],
    },
  ],
  boards: [
    {
      board: 1,
      white: anna,
      black: dev,
      rule: '5.2.1',
      why: 'Both preferences are granted (C.04.3 art. 5.2.1: grant both colour preferences).',
      standing: true,
    },
    {
      board: 2,
      white: eve,
      black: ben,
      rule: '5.2.4',
      why: "Ben (2), the higher ranked, gets the preference (C.04.3 art. 5.2.4: grant the higher ranked player's colour preference).",
      standing: false,
    },
  ],
  bye: {
    player: cleo,
    why: 'Cleo (3) (1 point) gets the pairing-allocated bye.',
    below: [{ player: dev, why: 'Dev (4) has already had the pairing-allocated bye (C.04.3 C2).' }],
    standing: true,
  },
  changedByHand: [],
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ');

const shownText = (view: WhyThisPairing) =>
  text(
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <WhyThisPairingView why={view} />
      </I18nProvider>,
    ),
  );

describe('why this pairing', () => {
  it('names the score groups in order, the floats, each colour rule and the bye with the players below it', () => {
    const shown = shownText(why);
    expect(shown).toMatch(
      /Score groups .* 1½ points Players: Anna \(1\), Ben \(2\) .* 1 point Players: Cleo \(3\), Dev \(4\), Eve \(5\) Moved down from a higher group: Anna \(1\)/,
    );
    expect(shown).toContain('Paired here: Anna (1) – Dev (4)');
    expect(shown).toContain('Anna (1) floats down: nobody in the bracket may play them (C.04.3 C1–C3).');
    expect(shown).toContain('Dev (4) floats up to play Anna (1)');
    expect(shown).toContain('Board 1: Anna (1) – Dev (4) Both preferences are granted (C.04.3 art. 5.2.1: grant both colour preferences).');
    // The board the arbiter changed since is marked; the engine's reason stays the engine's.
    expect(shown).toContain('Board 2: Eve (5) – Ben (2) (changed by the arbiter)');
    expect(shown).toContain('Cleo (3) (1 point) gets the pairing-allocated bye. Why not a player ranked below: Dev (4) has already had');
    expect(shown).not.toContain('Changed by the arbiter');
  });

  it('says so first when the arbiter changed boards, and that the rest is the engine’s pairing', () => {
    const changed = { ...why, changedByHand: [{ board: 2, white: { pairingNumber: 2, name: 'Ben' }, black: { pairingNumber: 5, name: 'Eve' } }] };
    const shown = shownText(changed);
    expect(shown).toMatch(
      /^ Changed by the arbiter The arbiter changed the pairing after the engine made it\. .* Board 2: Ben \(2\) – Eve \(5\) What follows is the engine's pairing/,
    );
  });

  it('says there is no bye when an even number was paired', () => {
    expect(shownText({ ...why, bye: null })).toContain('No bye: an even number of players was paired.');
  });
});
