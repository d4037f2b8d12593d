/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The application key, sent as X-App-Key when the server requires one. */
  readonly VITE_APP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A feature's catalogue of one language, compiled by Lingui's Vite plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Each language's messages in two parts, each part and language a chunk of its own (build/catalogues.ts). */
declare module 'virtual:kingside-catalogues' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@kingside/contract';
  export type CataloguePart = 'public' | 'app';
  export const catalogues: Record<CataloguePart, Record<Locale, () => Promise<Messages>>>;
}
