/**
 * The `<meta>` of the web app's index.html that carries the client config (GET /Client/Config's
 * answer, as JSON), so the page starts without waiting for that call. A module without zod, so the
 * page can read it without loading any schema.
 */
export const CLIENT_CONFIG_META_NAME = "rightsdesk-client-config";
