import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { PassThrough, type Writable } from 'node:stream';
import yazl from 'yazl';
import type { FideListFormat, FideListPlayer, FideRatingEntry } from './list-player.js';
import { nameAreas, type NameArea } from './name-pools.js';
import { formatTxtLine, txtHeaderLine } from './txt-format.js';
import { formatXmlPlayer, xmlListHead, xmlListTail } from './xml-format.js';

/** mulberry32: a small, fast PRNG; the same seed always gives the same list (and the same demo tournament on every machine). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
/** Leans towards the front of a list: the first surnames of a pool are the common ones. */
const pickSkewed = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() ** 1.4 * items.length)];
const normal = (random: Random): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

function weighted<T>(entries: ReadonlyArray<readonly [T, number]>): (random: Random) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let r = random() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
}

const pickArea = weighted(nameAreas.map((area) => [area, area.federations.reduce((s, [, w]) => s + w, 0)] as const));
const federationPickers = new Map(nameAreas.map((area) => [area, weighted(area.federations)]));

// Joins a root to an ending now and then, so synthesised names spread over thousands of spellings per area.
const initials = 'ABCDGHJKMNPRSTV'.split('');
const infixes = ['', '', '', 'a', 'e', 'i', 'o', 'an', 'el', 'in', 'or', 'ar', 'is', 'ul'];

function surname(random: Random, area: NameArea, woman: boolean): string {
  let base = random() < 0.35 ? pickSkewed(random, area.surnames) : pick(random, area.roots) + pick(random, infixes) + pick(random, area.endings);
  // Spanish-speaking players often carry both family names.
  if (area.federations.some(([code]) => code === 'ESP') && random() < 0.35) base = `${base} ${pickSkewed(random, area.surnames)}`;
  return woman && area.feminine ? area.feminine(base) : base;
}

function givenName(random: Random, pool: readonly string[]): string {
  return random() < 0.5 ? pickSkewed(random, pool) : pick(random, pool);
}

function fullName(random: Random, area: NameArea, woman: boolean): string {
  const givenPool = woman ? area.women : area.men;
  let given = givenName(random, givenPool);
  if (random() < 0.2) given = `${given} ${givenName(random, givenPool)}`;
  const family = surname(random, area, woman);
  // South Indian names are often listed as given name and initial(s), or given and family name without a comma.
  if (area.order === 'given-initial' && random() < 0.45) {
    return random() < 0.5 ? `${given} ${pick(random, initials)}${random() < 0.3 ? ` ${pick(random, initials)}` : ''}` : `${given} ${family}`;
  }
  return `${family}, ${given}`;
}

const otherTitlePool = ['IA', 'FA', 'NA', 'IO', 'FT', 'FST', 'DI', 'NI', 'FI', 'LSI', 'SI'];
const foaTitlePool = ['AGM', 'AIM', 'AFM', 'ACM'];

function titlesFor(random: Random, rating: number | null, woman: boolean): { title: string | null; womanTitle: string | null } {
  if (rating === null) return { title: null, womanTitle: null };
  const r = random();
  let title: string | null = null;
  if (rating >= 2500) title = r < 0.85 ? 'GM' : 'IM';
  else if (rating >= 2400) title = r < 0.15 ? 'GM' : r < 0.65 ? 'IM' : r < 0.9 ? 'FM' : null;
  else if (rating >= 2300) title = r < 0.15 ? 'IM' : r < 0.6 ? 'FM' : r < 0.7 ? 'CM' : null;
  else if (rating >= 2200) title = r < 0.2 ? 'FM' : r < 0.4 ? 'CM' : null;
  else if (rating >= 2000 && r < 0.02) title = 'CM';
  if (!woman) return { title, womanTitle: null };
  const w = random();
  let womanTitle: string | null = null;
  if (rating >= 2300) womanTitle = w < 0.7 ? 'WGM' : 'WIM';
  else if (rating >= 2200) womanTitle = w < 0.6 ? 'WIM' : 'WFM';
  else if (rating >= 2100) womanTitle = w < 0.5 ? 'WFM' : null;
  else if (rating >= 2000) womanTitle = w < 0.3 ? 'WCM' : null;
  // A woman holding only a women's title is listed with it as her title.
  return title === null ? { title: womanTitle, womanTitle: null } : { title, womanTitle };
}

function kFactor(rating: number, age: number): number {
  if (rating >= 2400) return 10;
  return age < 18 && rating < 2300 ? 40 : 20;
}

function relatedEntry(random: Random, base: number | null, age: number, active: boolean): FideRatingEntry {
  const anchor = base ?? clamp(Math.round(1500 + normal(random) * 200), 1400, 2400);
  const rating = clamp(Math.round(anchor + normal(random) * 120), 1400, 2900);
  return { rating, games: active ? Math.floor(random() * random() * 20) : 0, k: kFactor(rating, age) };
}

const unrated: FideRatingEntry = { rating: null, games: null, k: null };

/** A deterministic, realistic FIDE list: names with their accents, federations, titles, ratings and flags. */
export function* generatePlayers(options: { players: number; seed: number; listYear?: number }): Generator<FideListPlayer> {
  const random = seededRandom(options.seed);
  const listYear = options.listYear ?? 2025;
  let fideId = 100_000;
  for (let i = 0; i < options.players; i += 1) {
    fideId += 1 + Math.floor(random() * 37);
    const area = pickArea(random);
    const federation = (federationPickers.get(area) as (r: Random) => string)(random);
    const woman = random() < 0.13;
    const ageDraw = random();
    const age = ageDraw < 0.3 ? 6 + Math.floor(random() * 13) : ageDraw < 0.7 ? 19 + Math.floor(random() * 27) : 46 + Math.floor(random() * 45);
    const active = random() < 0.5;

    let standardRating: number | null = null;
    if (random() < 0.6) {
      standardRating = random() < 0.012 ? Math.round(2200 + 650 * random() ** 2) : Math.round(1650 + normal(random) * 240);
      standardRating = clamp(standardRating, 1400, 2850);
    }
    const standard: FideRatingEntry =
      standardRating === null ? unrated : { rating: standardRating, games: active ? Math.floor(random() * random() * 15) : 0, k: kFactor(standardRating, age) };
    const rapid = random() < (standardRating === null ? 0.3 : 0.7) ? relatedEntry(random, standardRating, age, active) : unrated;
    const blitz = random() < (standardRating === null ? 0.25 : 0.6) ? relatedEntry(random, standardRating, age, active) : unrated;

    const { title, womanTitle } = titlesFor(random, standardRating, woman);
    const otherTitles = random() < 0.012 ? [pick(random, otherTitlePool), ...(random() < 0.3 ? [pick(random, otherTitlePool)] : [])] : [];
    const uniqueOtherTitles = [...new Set(otherTitles)];
    const flag = `${woman ? 'w' : ''}${active ? '' : 'i'}`;
    yield {
      fideId,
      name: fullName(random, area, woman),
      federation,
      sex: woman ? 'F' : 'M',
      title,
      womanTitle,
      otherTitles: uniqueOtherTitles,
      foaTitle: random() < 0.003 ? pick(random, foaTitlePool) : null,
      standard,
      rapid,
      blitz,
      birthYear: random() < 0.04 ? null : listYear - age,
      flag: flag === '' ? null : flag,
    };
  }
}

/** The names FIDE gives the files inside its downloads. */
export const officialFileName: Record<FideListFormat, string> = {
  xml: 'players_list_xml_foa.xml',
  txt: 'players_list_foa.txt',
};

export interface WriteListOptions {
  format: FideListFormat;
  out: string;
  zip?: boolean;
  /** Stamped on the file (and the zip entry) as its modification time: the list's date for an importer. */
  listDate?: Date;
}

async function write(sink: Writable, text: string): Promise<void> {
  if (!sink.write(text)) await once(sink, 'drain');
}

/** Writes players as a FIDE list file, streaming (any size), optionally zipped as FIDE ships it. */
export async function writeFideList(players: Iterable<FideListPlayer>, options: WriteListOptions): Promise<number> {
  const file = createWriteStream(options.out);
  const fileClosed = once(file, 'close');
  let sink: Writable = file;
  if (options.zip) {
    const zip = new yazl.ZipFile();
    const entry = new PassThrough();
    zip.addReadStream(entry, officialFileName[options.format], { mtime: options.listDate ?? new Date() });
    zip.end();
    zip.outputStream.pipe(file);
    sink = entry;
  }
  const lineBreak = options.format === 'txt' ? '\r\n' : '\n';
  let buffer = options.format === 'xml' ? xmlListHead : txtHeaderLine() + lineBreak;
  let count = 0;
  for (const player of players) {
    buffer += options.format === 'xml' ? formatXmlPlayer(player) : formatTxtLine(player) + lineBreak;
    count += 1;
    if (buffer.length > 256 * 1024) {
      await write(sink, buffer);
      buffer = '';
    }
  }
  if (options.format === 'xml') buffer += xmlListTail;
  await write(sink, buffer);
  sink.end();
  await fileClosed;
  if (options.listDate) await utimes(options.out, options.listDate, options.listDate);
  return count;
}
