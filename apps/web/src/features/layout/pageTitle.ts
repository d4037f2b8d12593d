const SITE = 'Kingside';

/**
 * The browser's title for a page, most specific first so a narrow tab still tells pages apart: "Standings · Kingside
 * Demo Open" for a view of a tournament, "Tournaments · Kingside" for a page of the site, "Kingside" for the home page.
 * Empty parts and repeats are left out.
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const named = [...new Set(parts.filter((part): part is string => Boolean(part?.trim())))];
  return (named.length > 1 ? named : [...named, SITE].filter((part, i, all) => all.indexOf(part) === i)).join(' · ');
}
