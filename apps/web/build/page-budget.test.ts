import { describe, expect, it } from 'vitest';
import { budgetFailures, publicPageWeights, PUBLIC_PAGE_BUDGET_BYTES, publicPages, type BuiltChunk, type PageWeight } from './page-budget.js';

const weight = (page: string, budgeted: boolean, gzipBytes: number): PageWeight => ({ page, budgeted, files: [], gzipBytes, heaviestLanguage: 'en' });

describe('public page budget', () => {
  it('fails on a budgeted page past the budget, and names it', () => {
    const failures = budgetFailures([weight('tournaments', true, PUBLIC_PAGE_BUDGET_BYTES + 1), weight('pairings, standings', true, PUBLIC_PAGE_BUDGET_BYTES)]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^tournaments: 188\.0 KB .*over the budget of 188\.0 KB/);
  });

  it('only reports a page not budgeted', () => {
    expect(budgetFailures([weight('home', false, 3 * PUBLIC_PAGE_BUDGET_BYTES)])).toEqual([]);
  });

  it('budgets the tournament list, the tournament page, its pairings and standings', () => {
    const budgeted = Object.entries(publicPages)
      .filter(([, page]) => page.budgeted)
      .map(([name]) => name);
    expect(budgeted).toEqual(['tournaments', 'tournament detail', 'pairings, standings']);
  });

  it("weighs a page's entries, its chunk and what they import statically, never its lazy chunks", () => {
    const chunk = (fileName: string, code: string, imports: string[], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
      fileName,
      code,
      imports,
      isEntry: false,
      facadeModuleId: null,
      moduleIds: [],
      ...extra,
    });
    const chunks = [
      chunk('index.js', 'a'.repeat(1000), ['react.js'], { isEntry: true }),
      chunk('react.js', 'r', []),
      chunk('Tournaments.js', 't', ['shared.js'], { facadeModuleId: '/app/src/routes/public/Tournaments.tsx' }),
      chunk('shared.js', 's', []),
      chunk('lazy.js', 'l'.repeat(5000), []),
      ...Object.entries(publicPages)
        .filter(([name]) => name !== 'tournaments')
        .map(([name, page]) => chunk(`${name}.js`, 'x', [], { facadeModuleId: `/app/${page.module}` })),
    ];
    const tournaments = publicPageWeights(chunks, '/app').find((w) => w.page === 'tournaments');
    expect(tournaments?.files.sort()).toEqual(['Tournaments.js', 'index.js', 'react.js', 'shared.js']);
  });
});
