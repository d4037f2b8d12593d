import { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Words } from '../words.js';

const english = new I18n({});
english.setMessagesCompiler(compileMessage);
english.activate('en');

/** A contract text as an English reader reads it, its values put in as every client puts them. */
export function inEnglish(words: Words): string {
  const values = Object.fromEntries(Object.entries(words.values).map(([name, value]) => [name, typeof value === 'object' ? inEnglish(value) : value]));
  return english._(words.text, values);
}
