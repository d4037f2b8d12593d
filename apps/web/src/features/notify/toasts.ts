import type { AppProps } from 'antd';

/**
 * Toasts last 4.5 seconds, top right, 24 px from the top. One at a time: a newer toast
 * replaces the one before, so quick actions never pile up a stack over the first board on a phone.
 */
export const TOAST_CONFIG: NonNullable<AppProps['notification']> = { placement: 'topRight', top: 24, duration: 4.5, maxCount: 1, stack: false };
