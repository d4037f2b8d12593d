import type { QueryKey } from '@tanstack/react-query';
import { formattingSample } from '../features/format/format.js';

/**
 * The answers a server-rendered public page was rendered with, sent inside it so the browser hydrates that HTML
 * from the same data instead of asking again. A JSON script element: the Content-Security-Policy runs no inline
 * script, and a browser never runs this type.
 */
export interface ServerRender {
  /** The address rendered: a page the service worker kept for another address is not hydrated from it. */
  path: string;
  /** How the server wrote dates and counts: a browser that writes them otherwise renders the page afresh instead. */
  formatting: string;
  /** Every answer the page was rendered from, under the key the page reads it by, and when the server read it. */
  answers: { queryKey: QueryKey; data: unknown; updatedAt: number }[];
}

export const SERVER_RENDER_ID = 'ks-server-render';

/**
 * The script element carrying `render`. `<` is written as its JSON escape, so no name a user typed (`</script>`,
 * `<!--`) can end the element early; JSON.parse reads the escape back as the character.
 */
export function serverRenderScript(render: ServerRender): string {
  const json = JSON.stringify(render).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDER_ID}">${json}</script>`;
}

/**
 * The server's render embedded in this document, when it is for `path` and formatted as this browser formats;
 * null otherwise (no server render, a kept page of another address, dates written otherwise), when the page renders
 * afresh.
 */
export function readServerRender(document: Document, path: string): ServerRender | null {
  const text = document.getElementById(SERVER_RENDER_ID)?.textContent;
  if (!text) return null;
  const render = JSON.parse(text) as ServerRender;
  if (render.path !== path || render.formatting !== formattingSample()) return null;
  return render;
}
