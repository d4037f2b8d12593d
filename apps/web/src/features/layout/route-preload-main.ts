import { preloadsFor, PRELOAD_META_NAME, SERVER_RENDERED_META_NAME, TOKEN_STORAGE_KEY, type PageFiles } from './routePreload.js';

function link(attributes: Record<string, string>) {
  const element = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
}

const content = document.querySelector<HTMLMetaElement>(`meta[name="${PRELOAD_META_NAME}"]`)?.content;
if (content) {
  let signedIn = true;
  try {
    signedIn = localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    // Storage refused (private mode, policy): treat the visitor as signed in, so nothing is preloaded for the wrong person.
  }
  const { modules, answers } = preloadsFor(location.pathname, signedIn, JSON.parse(content) as PageFiles);
  for (const href of modules)
    link(href.endsWith('.css') ? { rel: 'preload', as: 'style', href, crossorigin: '' } : { rel: 'modulepreload', href, crossorigin: '' });
  // crossorigin makes the preload a CORS-mode fetch without extra credentials, as the app's own fetch() is, so it is reused.
  const serverRendered = document.querySelector(`meta[name="${SERVER_RENDERED_META_NAME}"]`) !== null;
  if (!serverRendered) for (const href of answers) link({ rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' });
}
