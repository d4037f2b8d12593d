/**
 * A Tournament Report File that does not follow the format: names the line
 * and column (both from 1) and what the reader expected there.
 */
export class TrfError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(line: number, column: number, expected: string, found?: string) {
    super(`line ${line}, column ${column}: expected ${expected}${found === undefined ? '' : `, found ${JSON.stringify(found)}`}`);
    this.name = 'TrfError';
    this.line = line;
    this.column = column;
  }
}
