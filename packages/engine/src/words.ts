// A text a person reads, as data: an English ICU MessageFormat text and the
// values of its placeholders, for whoever shows it to say in the reader's
// language (a pairing's explanation, a prize's reason, a tie-break's name).
// Shaped as the contract's Words, which the engine (knowing no contract) does
// not import. A value may be such a text itself (a rule's words put into the
// sentence that names it).

export interface ExplanationWords {
  text: string;
  values: Record<string, ExplanationValue>;
}

export type ExplanationValue = string | number | ExplanationWords;

export function words(text: string, values: ExplanationWords['values'] = {}): ExplanationWords {
  return { text, values };
}

/** A colour difference as arbiters write it, in any language: +2, −1. */
export const signed = (difference: number) => `${difference > 0 ? '+' : '−'}${Math.abs(difference)}`;
