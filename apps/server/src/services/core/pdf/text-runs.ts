import * as fontkit from 'fontkit';
import { fallbackFonts, fontBytes, scriptFonts, type FontFile, type FontName } from './fonts.js';

/** A stretch of text drawn in one font file. */
export interface TextRun {
  text: string;
  font: FontFile;
}

export interface TextStyle {
  font: FontName;
  size: number;
}

export interface TextBox extends TextStyle {
  width: number;
  align?: 'left' | 'center' | 'right';
  /** Lines kept at most; the last one kept ends in "…" when text was cut. Unlimited when absent. */
  maxLines?: number;
}

const opened = new Map<FontFile, fontkit.Font>();

function opentype(name: FontFile): fontkit.Font {
  let font = opened.get(name);
  if (!font) {
    const file = fontkit.create(fontBytes(name));
    if (!('hasGlyphForCodePoint' in file)) throw new Error(`The ${name} font file is a collection, not one font`);
    font = file;
    opened.set(name, font);
  }
  return font;
}

// Joiners, variation selectors, skin tones, tags and combining marks belong to the character before them.
function clings(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    /^\p{M}$/u.test(char) ||
    code === 0x200d ||
    code === 0xfe0e ||
    code === 0xfe0f ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  );
}

function fontFor(char: string, style: FontName): FontFile {
  const code = char.codePointAt(0) ?? 0;
  const script = scriptFonts.find(({ script }) => script.test(char));
  if (script) return script.fonts[style];
  if (opentype(style).hasGlyphForCodePoint(code)) return style;
  // Punctuation of a script (the Arabic comma, the Devanagari danda) is common to scripts, so found by glyph.
  const candidates = [...fallbackFonts, ...scriptFonts.map(({ fonts }) => fonts[style])];
  return candidates.find((name) => opentype(name).hasGlyphForCodePoint(code)) ?? style;
}

/** The text cut into runs by which font has its characters: the style's own font wherever it can. */
export function textRuns(text: string, style: FontName): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = last && clings(char) ? last.font : fontFor(char, style);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** Whether any character of the text needs a font other than the style's own. */
export function needsFallback(text: string, style: FontName): boolean {
  return textRuns(text, style).some((run) => run.font !== style);
}

/** Where a run's font starts its glyphs above the baseline, in points: fonts differ, so runs share the baseline instead. */
export function ascent(font: FontFile, size: number): number {
  const face = opentype(font);
  return (face.ascent / face.unitsPerEm) * size;
}

/** A line of runs with its width in points. */
export interface RunLine {
  runs: TextRun[];
  width: number;
}

type Measure = (run: TextRun) => number;

function lineOf(runs: TextRun[], measure: Measure): RunLine {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last?.font === run.font) last.text += run.text;
    else merged.push({ ...run });
  }
  return { runs: merged, width: merged.reduce((sum, run) => sum + measure(run), 0) };
}

/**
 * Lines of at most `width` points, broken at spaces and, inside a word too long for a line, between
 * characters (as pdfkit does for one font).
 */
export function wrapRuns(runs: TextRun[], width: number, measure: Measure): RunLine[] {
  // Each character with its font, so a break can fall anywhere.
  const chars = runs.flatMap((run) => Array.from(run.text, (text) => ({ text, font: run.font })));
  const lines: RunLine[] = [];
  let current: TextRun[] = [];
  let word: TextRun[] = [];
  const widthOf = (parts: TextRun[]) => lineOf(parts, measure).width;
  const flushLine = () => {
    while (current.at(-1)?.text === ' ') current.pop();
    lines.push(lineOf(current, measure));
    current = [];
  };
  const placeWord = () => {
    if (word.length === 0) return;
    if (current.length > 0 && widthOf([...current, ...word]) > width) flushLine();
    for (const char of word) {
      if (current.length > 0 && widthOf([...current, char]) > width) flushLine();
      current.push(char);
    }
    word = [];
  };
  for (const char of chars) {
    if (char.text === '\n') {
      placeWord();
      flushLine();
    } else if (char.text === ' ') {
      placeWord();
      if (current.length > 0) current.push(char);
    } else {
      word.push(char);
    }
  }
  placeWord();
  if (current.length > 0 || lines.length === 0) flushLine();
  return lines;
}

/** The lines cut to `maxLines`, the last one shortened to end in "…" within `width` when anything was left out. */
export function clipLines(lines: RunLine[], maxLines: number, width: number, style: FontName, measure: Measure): RunLine[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const chars = kept[maxLines - 1].runs.flatMap((run) => Array.from(run.text, (text) => ({ text, font: run.font })));
  const ellipsis: TextRun = { text: '…', font: style };
  while (chars.length > 0 && lineOf([...chars, ellipsis], measure).width > width) chars.pop();
  while (chars.at(-1)?.text === ' ') chars.pop();
  kept[maxLines - 1] = lineOf([...chars, ellipsis], measure);
  return kept;
}
