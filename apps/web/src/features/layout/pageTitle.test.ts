import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle.js';

describe('pageTitle', () => {
  it('names a view of a tournament by the view, then the tournament', () => {
    expect(pageTitle('Standings', 'Kingside Demo Open')).toBe('Standings · Kingside Demo Open');
  });

  it('names a page of the site by the page, then the site', () => {
    expect(pageTitle('Tournaments')).toBe('Tournaments · Kingside');
  });

  it('never repeats a part: the home page is just the site', () => {
    expect(pageTitle('Kingside')).toBe('Kingside');
    expect(pageTitle()).toBe('Kingside');
    expect(pageTitle('Info', 'Info')).toBe('Info · Kingside');
  });

  it('leaves out parts that are not known yet', () => {
    expect(pageTitle('Anna Nowak', undefined)).toBe('Anna Nowak · Kingside');
    expect(pageTitle('', ' ', null)).toBe('Kingside');
  });
});
