/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The application key, sent as X-App-Key when the server requires one. */
  readonly VITE_APP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
