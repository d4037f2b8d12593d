import { I18n } from '@lingui/core';
import { compileMessage, compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE, type Locale, type Translations } from '@kingside/contract';
import { loadCatalogues } from './catalogues.js';
import type { Message, Words } from './message.js';

function speakerOf(locale: Locale, translations: Translations): I18n {
  const i18n = new I18n({});
  i18n.setMessagesCompiler(compileMessage);
  // Compiled once here, not each time a message is said.
  i18n.load(locale, Object.fromEntries(Object.entries(translations).map(([text, translation]) => [text, compileMessage(translation)])));
  i18n.activate(locale);
  return i18n;
}

let speakers: Partial<Record<Locale, I18n>> = {};
const english = speakerOf(SOURCE_LOCALE, {});

/** Reads every catalogue; the app awaits this at start-up, so `say` never waits and never reads a file. */
export async function learnLanguages(): Promise<void> {
  const catalogues = await loadCatalogues();
  speakers = Object.fromEntries(LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => [locale, speakerOf(locale, catalogues[locale])]));
}

/**
 * The English speaker, with the text compiled the first time it is said. A text that is no valid ICU message (words
 * of a library, passed on) is kept as it reads.
 */
function inEnglish(text: string): I18n {
  if (english.messages[text] === undefined) english.load(SOURCE_LOCALE, { [text]: compiledOrAsIs(text) });
  return english;
}

function compiledOrAsIs(text: string): CompiledMessage {
  try {
    return compileMessageOrThrow(text);
  } catch {
    return [text];
  }
}

/**
 * The message in the reader's language: its translation, or the English text where the language has none yet
 * (never the bare text of an id).
 */
export function say(locale: Locale, message: Message): string {
  const { text, values } = typeof message === 'string' ? { text: message, values: {} } : message;
  const speaker = speakers[locale];
  if (speaker?.messages[text] !== undefined) return speaker._(text, saidValues(locale, values));
  // A text without placeholders reads as written; not compiled and kept, since some come from a request's own words.
  if (!text.includes('{')) return text;
  return inEnglish(text)._(text, saidValues(locale, values));
}

function saidValues(locale: Locale, values: Words['values']): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? say(locale, value) : value]));
}
