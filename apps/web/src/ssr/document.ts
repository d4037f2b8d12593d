import type { Locale } from '@kingside/contract';
import { documentLanguage } from '../features/languages/activate.js';
import { PRELOAD_META_NAME, preloadsFor, SERVER_RENDERED_META_NAME, type PageFiles } from '../features/layout/routePreload.js';

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = /<html(?: lang="[^"]*")?>/;
const HEAD = '<head>';
const HEAD_END = '</head>';
/** React writes the page's <title> first (after its preloads) when it renders no whole document; the browser reads the head's. */
const LEADING_TITLE = /^((?:<link [^>]*\/>)*)(<title>[^<]*<\/title>)/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const PRELOAD_META = new RegExp(`<meta name="${PRELOAD_META_NAME}" content="([^"]*)"`);
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * The style sheets of the page's own chunks (their addresses), as the build wrote them for the route preload script
 * (build/route-preload.ts). The browser applies them only once the app's scripts load the chunks: a server-rendered
 * page carries them, so its first paint is the styled one and nothing moves when the app takes over.
 */
export function pageStyleSheets(template: string, pathname: string): string[] {
  const content = PRELOAD_META.exec(template)?.[1];
  if (!content) return [];
  const files = JSON.parse(content.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity])) as PageFiles;
  return preloadsFor(pathname, true, files).modules.filter((file) => file.endsWith('.css'));
}

/**
 * The built index.html with a page's server-rendered markup in its root, its title and `styles` (the text of its style
 * sheets: inline, as a link would wait for its file behind the app's scripts on a slow network) in the head. With the
 * answers it was rendered with (`dataScript`, after the root), the head says so first, before the route preload script
 * would ask for them again. The document says its language and direction (`locale`).
 */
export function withRenderedRoot(template: string, html: string, dataScript: string, styles: string, locale: Locale): string {
  if (!template.includes(EMPTY_ROOT) || !template.includes(HEAD) || !template.includes(HEAD_END)) {
    throw new Error(`index.html lacks ${HEAD}, ${HEAD_END} or ${EMPTY_ROOT}`);
  }
  const [leading, preloads, title] = LEADING_TITLE.exec(html) ?? [];
  let page = title ? template.replace(TEMPLATE_TITLE, () => title) : template;
  const { lang, dir } = documentLanguage(locale);
  page = page.replace(HTML_LANG, () => `<html lang="${lang}" dir="${dir}">`);
  if (dataScript) page = page.replace(HEAD, () => `${HEAD}<meta name="${SERVER_RENDERED_META_NAME}" content="">`);
  if (styles) page = page.replace(HEAD_END, () => `<style>${styles}</style>${HEAD_END}`);
  const body = leading ? preloads + html.slice(leading.length) : html;
  return page.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>${dataScript}`);
}
