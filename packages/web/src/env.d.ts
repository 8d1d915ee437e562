/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Rights Desk API server; the page's own origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
