import type { FormInstance } from 'antd';
import { ApiRequestError } from '../../api/client.js';

/**
 * Puts the server's message under the field it names, when that field is on this form, and scrolls to it (on a phone
 * the field may be far above the button). An entry of a list ("managers.1") marks that entry. `formNameOf` maps the
 * server's field name to the form's where they differ (the lichess forms' clock in minutes).
 */
export function showFieldError(form: FormInstance, error: unknown, fields: readonly string[], formNameOf = (field: string) => field): void {
  if (!(error instanceof ApiRequestError) || !error.field) return;
  const whole = formNameOf(error.field);
  const [list, index] = error.field.split('.');
  if (fields.includes(whole)) return mark(form, [whole], error.message);
  if (!fields.includes(list) || !/^\d+$/.test(index ?? '')) return;
  // A list typed into one field (email addresses): the field is marked with the entry it refuses, by its value.
  const entries: unknown = form.getFieldValue(list);
  const entry = Array.isArray(entries) ? (entries as unknown[])[Number(index)] : undefined;
  if (typeof entry === 'string') return mark(form, [list], `${entry}: ${error.message.replace(/^[^:]+ \d+: /, '')}`);
  mark(form, [list, Number(index)], error.message);
}

function mark(form: FormInstance, name: (string | number)[], message: string): void {
  form.setFields([{ name, errors: [message] }]);
  form.scrollToField(name, { block: 'center' });
}
