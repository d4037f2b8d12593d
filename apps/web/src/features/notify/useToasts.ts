import { App } from 'antd';
import { useMemo } from 'react';
import { messageOf } from '../../api/client.js';

export interface Toasts {
  /** A success toast with the server's message. */
  success(message: string): void;
  /** A warning the server gave with a success (e.g. a hand-made pairing against a FIDE criterion). */
  warning(message: string): void;
  /** An error toast with the server's message (or a fixed title with the server's message beneath). */
  error(error: unknown, title?: string): void;
}

export function useToasts(): Toasts {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (message) => notification.success({ title: message }),
      warning: (message) => notification.warning({ title: message }),
      error: (error, title) => (title ? notification.error({ title, description: messageOf(error) }) : notification.error({ title: messageOf(error) })),
    }),
    [notification],
  );
}
