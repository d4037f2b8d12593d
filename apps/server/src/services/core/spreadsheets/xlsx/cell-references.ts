/** "C12" → 3; a reference without letters (never written by Excel) gives null and the cell takes the next column. */
export function columnOf(reference: string | undefined): number | null {
  const letters = /^([A-Za-z]{1,3})\d*$/.exec(reference ?? '')?.[1];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/** 100 → "CV": a column as a spreadsheet heads it. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
