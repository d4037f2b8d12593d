/**
 * The service worker (public/sw.js) keeps the pages and answers a player has seen, for a venue with bad
 * Wi-Fi, and shows their push notices. Registered in production builds only: in development Vite serves
 * modules that change on every edit, which a cache would only get in the way of.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The screens' chunks this page loaded before the worker controlled it: kept now, so the page opens offline.
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'keep', urls: loaded });
      })
      .catch((error: unknown) => console.warn('The offline copy is not available in this browser', error));
  });
}

/** This browser's service worker registration, once it is active (undefined where service workers are not available). */
export async function activeWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}
