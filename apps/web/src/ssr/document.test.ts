import { describe, expect, it } from 'vitest';
import { pageStyleSheets, withRenderedRoot } from './document.js';

const template = '<!doctype html><html><head><title>Kingside</title></head><body><div id="root"></div></body></html>';
const data = '<script type="application/json" id="ks-server-render">{}</script>';

describe("a server-rendered page's document", () => {
  it('has the markup in the root and the data after it, and the head says the page came with its answers', () => {
    const page = withRenderedRoot(template, '<p>$& standings</p>', data, '', 'en');
    expect(page).toContain(`<div id="root"><p>$& standings</p></div>${data}`);
    expect(page).toContain('<head><meta name="kingside-server-rendered" content="">');
    expect(withRenderedRoot(template, '<p>404</p>', '', '', 'en')).not.toContain('kingside-server-rendered');
  });

  it("has the page's title in the head, in place of the app's, and leaves React's preloads in the root", () => {
    const page = withRenderedRoot(
      template,
      '<link rel="preload" as="image" href="/logo.svg"/><title>Standings · Open &amp; Co</title><p>table</p>',
      '',
      '',
      'en',
    );
    expect(page).toContain('<head><title>Standings · Open &amp; Co</title></head>');
    expect(page).toContain('<div id="root"><link rel="preload" as="image" href="/logo.svg"/><p>table</p></div>');
  });

  it('says its language and direction, mirrored for a language written right to left', () => {
    expect(withRenderedRoot(template, '<p>list</p>', '', '', 'hi')).toContain('<html lang="hi" dir="ltr"><head>');
    expect(withRenderedRoot(template.replace('<html>', '<html lang="en">'), '<p>list</p>', '', '', 'ar')).toContain('<html lang="ar" dir="rtl"><head>');
  });

  it("carries the page's style sheets inline, as the build listed them for the route preload", () => {
    const files = { tournaments: ['/assets/Tournaments-a.js', '/assets/Tournaments-b.css'], 'tournament-view': ['/assets/View-c.css'] };
    const listed = template.replace('</head>', `<meta name="kingside-route-preload" content="${JSON.stringify(files).replace(/"/g, '&quot;')}"></head>`);
    expect(pageStyleSheets(listed, '/tournaments')).toEqual(['/assets/Tournaments-b.css']);
    expect(pageStyleSheets(template, '/tournaments')).toEqual([]);
    expect(withRenderedRoot(template, '<p>list</p>', '', '.ks-table{color:red}', 'en')).toContain('<style>.ks-table{color:red}</style></head>');
  });
});
