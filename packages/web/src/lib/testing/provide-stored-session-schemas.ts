/**
 * Run before every test file (vitest.config.ts): where there is a DOM, the app's stored session is
 * read in full, as it is in the browser once the API's chunk has loaded (lib/api-client.ts).
 */
if (typeof window !== "undefined") {
  const [{ provideStoredSessionSchemas }, { storedSessionSchemas }] = await Promise.all([
    import("../session"),
    import("../api-contract"),
  ]);
  provideStoredSessionSchemas(storedSessionSchemas);
}

export {};
