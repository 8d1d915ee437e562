/**
 * The web app's configuration. VITE_API_BASE_URL is set when the app is built and was checked then
 * (src/env-schema.ts, from vite.config.ts); nothing else reads the build's environment.
 */
export const config = {
  productName: "Rights Desk",
  /** The API lives beside the web app unless the build says otherwise. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || window.location.origin,
} as const;
