/**
 * The page's Content-Security-Policy allows no eval: zod is told not to try compiling its checks.
 * Imported first by main.tsx, before any chunk that makes a schema has loaded (zod decides whether
 * to compile an object's checks when the schema is made). zod keeps its settings in this global,
 * shared by every copy of it, and adopts an object already there: set here, it keeps zod itself off
 * the sign-in page. configure-zod.test.ts checks that zod reads it.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
