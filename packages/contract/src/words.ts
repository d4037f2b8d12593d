import { z } from 'zod';

/**
 * A message as data: an English ICU MessageFormat text and the values of its placeholders, said in the reader's
 * language where it is shown. A value that is itself Words (a field's label) is said in that language too.
 */
export interface Words {
  text: string;
  values: Record<string, string | number | Words>;
}

/** Words as an answer carries them, for the client to say in its reader's language. */
export const wordsSchema: z.ZodType<Words> = z.lazy(() =>
  z.object({ text: z.string(), values: z.record(z.string(), z.union([z.string(), z.number(), wordsSchema])) }),
);

/** The label of a field, put into a message as a value and translated with it. */
export function term(text: string): Words {
  return { text, values: {} };
}

const sentences = new Map<string, Words>();

function english(value: string | number | Words): string {
  return typeof value === 'object' ? sentence(value.text, value.values) : String(value);
}

/**
 * A schema's message with values. zod carries messages as strings, so the schema gets the English sentence and
 * the message it came from is kept, for whoever shows the refusal to say it in the reader's language
 * (wordsOfSentence). Only simple placeholders: a schema's sentence has no plurals.
 */
export function sentence(text: string, values: Words['values']): string {
  const said = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? english(values[name]) : placeholder));
  if (said !== text) sentences.set(said, { text, values });
  return said;
}

/** The message a schema's English sentence was made from: itself, as a text without values, when it had none. */
export function wordsOfSentence(said: string): Words {
  return sentences.get(said) ?? { text: said, values: {} };
}

/** A message shown as it is written (no values): marked, so that its translations are asked for and found. */
export function shown<const Text extends string>(text: Text): Text {
  return text;
}

/**
 * A text of the contract with values, for every client to say in its reader's language (the web with its catalogue
 * of the contract's texts, the server with its own): the same English text on both sides, never a sentence built here.
 */
export function phrase(text: string, values: Words['values']): Words {
  return { text, values };
}
