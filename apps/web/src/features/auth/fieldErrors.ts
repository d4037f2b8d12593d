import type { FormInstance } from 'antd';
import { ApiRequestError } from '../../api/client.js';

/** Puts the server's message under the field it names, when that field is on this form. */
export function showFieldError(form: FormInstance, error: unknown, fields: readonly string[]): void {
  if (error instanceof ApiRequestError && error.field && fields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.message] }]);
  }
}
