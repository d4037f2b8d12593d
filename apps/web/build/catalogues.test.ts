import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@kingside/contract';
import linguiConfig from '../lingui.config.js';

const webRoot = path.resolve(import.meta.dirname, '..');
const src = path.join(webRoot, 'src');
const po = formatter();

/** Every catalogue folder (features/x/locales, routes/x/locales, src/locales) and its files by language. */
function catalogueFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'locales') found.push(full);
      else walk(full);
    }
  };
  walk(src);
  return found;
}

async function read(folder: string, locale: string) {
  const filename = path.join(folder, `${locale}.po`);
  return po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename });
}

/** The top-level placeholders of an ICU message ({name}, and the argument of each plural or select). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === "'" && message[i + 1] === "'") i++;
    else if (message[i] === '{') {
      if (depth === 0 || /^\s*[a-zA-Z0-9_]+\s*,\s*(plural|select|selectordinal)/.test(message.slice(i + 1))) {
        const name = /^\s*([a-zA-Z0-9_]+)/.exec(message.slice(i + 1))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (message[i] === '}') depth--;
  }
  return [...names].sort();
}

/** Names and codes, the same in every language. Anything else identical to English is an untranslated message. */
const sameInEveryLanguage = new Set(['Kingside', 'FIDE', 'TRF', 'Elo', 'lichess', 'Juspay', 'Buchholz', 'Sonneborn-Berger', 'PDF', 'CSV', 'UPI', 'OK']);
/** Words a language writes as English does, as its arbiters use them. */
const sameInSomeLanguages: Partial<Record<Locale, string[]>> = {
  fr: ['Club', 'Points', 'Total', 'Type', 'Code', 'Standard', 'Message', 'Notes', 'Sections', 'Section', 'Date', 'Place'],
  es: ['Club', 'Total', 'Standard', 'Blitz'],
  de: ['Name', 'Status', 'Club', 'Blitz', 'Standard', 'Code', 'Format', 'Team', 'Teams', 'Start', 'Logo', 'Link', 'Details'],
  pt: ['Total', 'Blitz', 'Standard'],
};
const saysSomething = (text: string) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, '').replace(/<\/?\d+>/g, ''));

describe("the web app's catalogues", () => {
  it("speak the contract's languages", () => {
    expect(linguiConfig.locales).toEqual([...LOCALES]);
    expect(linguiConfig.sourceLocale).toBe(SOURCE_LOCALE);
  });

  it('hold every message the code says', { timeout: 180_000 }, async () => {
    // Lingui's own check: the catalogues match the code (a message added or changed without extracting fails).
    const lingui = path.join(webRoot, 'node_modules/@lingui/cli/dist/lingui.js');
    // One process, no worker threads: Lingui's workers do not start under the test runner.
    const check = ['check', 'sync', '--clean', '--workers', '1'];
    const result = await promisify(execFile)(process.execPath, [lingui, ...check], { cwd: webRoot, maxBuffer: 64 * 1024 * 1024 }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(result, `lingui ${check.join(' ')}`).toBe('');
  });

  it('translate every message into every language rather than copy the English, and keep its placeholders', async () => {
    const wrong: string[] = [];
    for (const folder of catalogueFolders()) {
      const english = await read(folder, SOURCE_LOCALE);
      for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
        const catalogue = await read(folder, locale);
        for (const [id, { message = id }] of Object.entries(english)) {
          const translation = catalogue[id]?.translation ?? '';
          const where = `${path.relative(src, folder)}/${locale}.po: "${message}"`;
          if (!translation) wrong.push(`${where} is not translated`);
          else if (translation === message && saysSomething(message) && !sameInEveryLanguage.has(message) && !sameInSomeLanguages[locale]?.includes(message))
            wrong.push(`${where} is the English`);
          else if (translation && placeholders(translation).join() !== placeholders(message).join()) {
            wrong.push(`${where} has placeholders ${placeholders(translation).join()} for ${placeholders(message).join()}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
