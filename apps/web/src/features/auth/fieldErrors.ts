import type { FormInstance } from 'antd';
import { ApiRequestError } from '../../api/client.js';

/**
 * Puts the server's message under the field it names, when that field is on this form. `formNameOf` maps the
 * server's field name to the form's where they differ (the lichess forms' clock in minutes).
 */
export function showFieldError(form: FormInstance, error: unknown, fields: readonly string[], formNameOf = (field: string) => field): void {
  if (!(error instanceof ApiRequestError) || !error.field) return;
  const name = formNameOf(error.field);
  if (fields.includes(name)) form.setFields([{ name, errors: [error.message] }]);
}
