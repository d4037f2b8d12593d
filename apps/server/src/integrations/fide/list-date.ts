const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const firstOfMonth = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}-01`;

/** "2025-10" or "2025-10-14" → "2025-10-01"; FIDE's lists are monthly, dated the 1st. */
export function listDateFromText(text: string): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])(?:-(\d\d))?$/.exec(text.trim());
  return match ? firstOfMonth(Number(match[1]), Number(match[2])) : null;
}

/**
 * The list's month from a file name, as FIDE names its monthly downloads ("standard_oct25frl_xml.zip",
 * "players_list_2025-10.zip"); null when the name does not say.
 */
export function listDateFromFileName(fileName: string): string | null {
  const name = fileName.toLowerCase();
  const iso = /(?:^|[^\d])(20\d\d)[-_]?(0[1-9]|1[0-2])(?:[^\d]|$)/.exec(name);
  if (iso) return firstOfMonth(Number(iso[1]), Number(iso[2]));
  const fide = new RegExp(`(?:^|[^a-z])(${months.join('|')})(\\d\\d)(?:frl|[^\\d]|$)`).exec(name);
  if (fide) return firstOfMonth(2000 + Number(fide[2]), months.indexOf(fide[1]) + 1);
  return null;
}

/** The month a file was written in, as the list's date of last resort. */
export const listDateFromModified = (modified: Date): string => firstOfMonth(modified.getUTCFullYear(), modified.getUTCMonth() + 1);
