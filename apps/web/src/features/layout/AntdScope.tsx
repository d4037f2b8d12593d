import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '../brand/theme.js';
import { TOAST_CONFIG } from '../notify/toasts.js';

/** antd's theme and toasts, for the screens built with antd (loaded with the first of them, never by the public pages). */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App notification={TOAST_CONFIG}>{children}</App>
    </ConfigProvider>
  );
}
