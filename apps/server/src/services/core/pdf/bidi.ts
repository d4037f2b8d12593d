import bidiModule from 'bidi-js';
import type { TextRun } from './text-runs.js';

// Its types describe an ES module; Node loads its CommonJS build, whose export is the factory itself.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** Letters written right to left (Arabic, Hebrew, Syriac, Thaana, N'Ko…). */
const rightToLeftLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * Whether a text reads right to left: any right-to-left letter in it. A name or a number alone reads left to right
 * even on an Arabic sheet, so a full stop or a bracket at its end stays where a Latin reader expects it.
 */
export function readsRightToLeft(text: string): boolean {
  return rightToLeftLetter.test(text);
}

/**
 * Whether a paragraph is laid out right to left. On a right-to-left sheet any right-to-left letter makes it so, the
 * Latin names and codes in it embedded. On a left-to-right sheet its first letter decides (UAX #9, rule P2): an
 * English sentence naming an Arabic player stays left to right, and an Arabic name alone reads right to left.
 */
export function paragraphRightToLeft(text: string, sheetRightToLeft: boolean): boolean {
  if (sheetRightToLeft) return readsRightToLeft(text);
  const firstLetter = /\p{L}/u.exec(text)?.[0];
  return firstLetter !== undefined && rightToLeftLetter.test(firstLetter);
}

/** Fonts whose runs fontkit shapes and lays out right to left itself (given in reading order). */
const shapesRightToLeft = (run: TextRun) => readsRightToLeft(run.text);

interface Placed {
  text: string;
  font: TextRun['font'];
  level: number;
}

/** Reverses every stretch at `level` or above, from the highest level down to the lowest odd one (UAX #9, rule L2). */
function visualOrder(chars: Placed[]): Placed[] {
  const order = [...chars];
  const highest = Math.max(0, ...order.map((c) => c.level));
  const lowestOdd = Math.min(...order.map((c) => c.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if (order[i].level < level) continue;
      let end = i;
      while (end + 1 < order.length && order[end + 1].level >= level) end++;
      order.splice(i, end - i + 1, ...order.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return order;
}

/**
 * A line's runs (in reading order) as they stand on the page from left to right (the Unicode bidirectional
 * algorithm): Arabic words and the numbers and Latin names among them each in their own direction. An Arabic run is
 * handed over in reading order, since fontkit joins its letters and lays it out right to left; any other run read
 * right to left is reversed here, its brackets mirrored.
 */
export function visualRuns(runs: readonly TextRun[], rightToLeft: boolean): TextRun[] {
  const text = runs.map((run) => run.text).join('');
  if (!rightToLeft && !readsRightToLeft(text)) return [...runs];
  const { levels } = bidi.getEmbeddingLevels(text, rightToLeft ? 'rtl' : 'ltr');
  const chars: Placed[] = [];
  let at = 0;
  for (const run of runs) {
    for (const char of run.text) {
      chars.push({ text: char, font: run.font, level: levels[at] });
      at += char.length;
    }
  }
  const groups: Placed[][] = [];
  for (const char of visualOrder(chars)) {
    const last = groups.at(-1);
    if (last && last[0].font === char.font && last[0].level === char.level) last.push(char);
    else groups.push([char]);
  }
  return groups.map((group) => {
    const font = group[0].font;
    if (group[0].level % 2 === 0) return { font, text: group.map((c) => c.text).join('') };
    const inReadingOrder = {
      font,
      text: [...group]
        .reverse()
        .map((c) => c.text)
        .join(''),
    };
    if (shapesRightToLeft(inReadingOrder)) return inReadingOrder;
    return { font, text: group.map((c) => bidi.getMirroredCharacter(c.text) ?? c.text).join('') };
  });
}
