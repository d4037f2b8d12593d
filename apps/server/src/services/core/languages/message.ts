import type { Words } from '@kingside/contract';

/**
 * A message as data (Words: an English ICU MessageFormat text and its values), said in a reader's language only
 * where it leaves the server: an answer, a mail, a push notice. A plain string is a text without values.
 */
export type Message = string | Words;
export type { Words };

export function words(text: string, values: Words['values'] = {}): Words {
  return { text, values };
}

/** A message as Words, to be put into another as a value (a plain string value would be put in as it is). */
export function asWords(message: Message): Words {
  return typeof message === 'string' ? { text: message, values: {} } : message;
}
