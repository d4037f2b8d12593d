import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { RankingRow } from '@kingside/contract';
import { activateLocale } from '../languages/activate.js';
import { TiebreakLegend } from './TiebreakLegend.js';

const legend = (codes: string[], sharedPlaces: boolean) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TiebreakLegend codes={codes} rows={[] as RankingRow[]} sharedPlaces={sharedPlaces} lotSeed="abc" entryId={(index) => `tb-${index}`} />
    </I18nProvider>,
  );

describe('the tie-break legend under the standings', () => {
  afterEach(() => activateLocale('en'));

  it('names and explains each tie-break, and says what becomes of players still tied, in English', () => {
    const shown = legend(['BH/C1', 'KS/L60'], true);
    expect(shown).toContain('Buchholz cut 1 — sum of opponents’ scores without the lowest.');
    expect(shown).toContain('Koya system limit 60% — points scored against the opponents with at least 60% of the maximum score.');
    expect(shown).toContain('Players still tied after every tie-break share the place and its prize money (by the prize rules).');
    expect(shown).toContain('the first 12 hex digits of the SHA-256 of “abc:&lt;start number&gt;”');
  });

  it('reads in French once French is chosen, the codes as FIDE writes them', async () => {
    await activateLocale('fr');
    const shown = legend(['BH/C1', 'SB', 'PS/C2'], false);
    expect(shown).toContain('<strong>BH/C1</strong> Buchholz, coupe 1 — somme des scores des adversaires sans le plus faible.');
    expect(shown).toContain('Sonneborn-Berger — somme des scores des adversaires battus');
    expect(shown).toContain('somme du score cumulé après chaque ronde sans les 2 premières rondes');
    expect(shown).toContain('Les joueurs encore à égalité après tous les départages sont classés par tirage au sort.');
    expect(shown).toContain('« abc:&lt;numéro de départ&gt; »');
  });

  it('reads in Russian with its plural forms', async () => {
    await activateLocale('ru');
    const shown = legend(['BH/M2'], true);
    expect(shown).toContain('Коэффициент Бухгольца, медиана 2 — сумма очков соперников без 2 лучших и 2 худших.');
    expect(shown).toContain('Игроки, равные и после всех дополнительных показателей, делят место');
  });
});
