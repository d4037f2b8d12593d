import type { AppProps } from 'antd';

/** Spec §9: toasts last 4.5 seconds, top right, 24 px from the top. */
export const TOAST_CONFIG: NonNullable<AppProps['notification']> = { placement: 'topRight', top: 24, duration: 4.5 };
