import type { ThemeConfig } from 'antd';

/** Calm, readable in a bright tournament hall: one deep green, warm neutrals, generous radius. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#24584c',
    colorInfo: '#24584c',
    // antd derives an information box's background from colorInfo's palette, which for this deep green is a mid grey
    // that leaves its text under 4.5:1: the light tints of the green instead.
    colorInfoBg: '#e3eeea',
    colorInfoBorder: '#b5cec5',
    colorLink: '#24584c',
    colorBgLayout: '#f5f6f3',
    colorTextBase: '#1f2623',
    // antd's default secondary greys (45% black) fall below WCAG AA contrast (4.5:1) on the warm background.
    colorTextSecondary: '#4b5651',
    colorTextTertiary: '#56605b',
    colorTextDescription: '#4b5651',
    colorTextPlaceholder: '#636d68',
    borderRadius: 8,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font stack
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS lengths
    Layout: { headerBg: '#ffffff', footerBg: '#f5f6f3', siderBg: 'transparent', headerPadding: '0 16px' },
    Menu: {
      itemBg: 'transparent',
      itemSelectedBg: '#e3eeea',
      itemSelectedColor: '#24584c',
      itemHoverBg: '#eef3f1',
      horizontalItemSelectedColor: '#24584c',
    },
  },
};
