import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from 'playwright-core';
import type { Locale } from '@kingside/contract';
import { loadCatalogues } from '../../apps/server/src/services/core/languages/catalogues.js';

const webSources = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

/** One message of a gettext catalogue: its English text, the context it is told apart by, and its translation. */
interface PoEntry {
  context?: string;
  id: string;
  translation: string;
}

const unquote = (quoted: string) => JSON.parse(quoted) as string;

/** A Lingui PO file's messages (a string may run on over several quoted lines). */
function poEntries(text: string): PoEntry[] {
  return text.split(/\n\s*\n/).flatMap((block) => {
    const fields: Record<string, string> = {};
    let current: string | undefined;
    for (const line of block.split('\n')) {
      const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (field) [current, fields[field[1]]] = [field[1], unquote(field[2])];
      else if (current && line.startsWith('"')) fields[current] += unquote(line);
    }
    return fields.msgid ? [{ context: fields.msgctxt, id: fields.msgid, translation: fields.msgstr ?? '' }] : [];
  });
}

function webCatalogue(locale: Locale): PoEntry[] {
  return readdirSync(webSources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === `${locale}.po`)
    .flatMap((entry) => poEntries(readFileSync(join(entry.parentPath, entry.name), 'utf8')));
}

const keyOf = (id: string, context?: string) => (context === undefined ? id : `${context}\u0004${id}`);

export type Say = (english: string, values?: Record<string, string | number>, context?: string) => string;

/**
 * What a reader of `locale` is shown for an English text of Kingside (the web app's, the server's or the
 * contract's), its values filled in: a test finds the screens' texts as that reader sees them. A text with no
 * translation throws, so a test never looks for English on a translated screen by mistake.
 */
export async function wordsIn(locale: Locale): Promise<Say> {
  const server = (await loadCatalogues())[locale];
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const [english, translation] of Object.entries(server)) messages[english] = compileMessage(translation);
  for (const { context, id, translation } of webCatalogue(locale)) if (translation !== '') messages[keyOf(id, context)] = compileMessage(translation);
  const i18n = new I18n({});
  i18n.load(locale, messages);
  i18n.activate(locale);
  return (english, values = {}, context) => {
    const key = keyOf(english, context);
    if (messages[key] === undefined) throw new Error(`No ${locale} words for “${english}”${context ? ` (${context})` : ''}`);
    return i18n._(key, values);
  };
}

/**
 * The words in Latin letters a page shows, once the names and codes a language writes as English does are taken
 * out: on a screen in Hindi or Arabic, any word left is English left over.
 */
export async function latinWordsShown(page: Page, { names, codes }: { names: readonly string[]; codes: readonly string[] }): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of [...names].sort((a, b) => b.length - a.length)) text = text.split(name).join(' ');
  const words = text.match(/\p{Script=Latin}+(?:['’-]\p{Script=Latin}+)*/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 1 && !codes.includes(word)))];
}
