import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { envProblems } from "./src/env-schema";

const root = path.dirname(fileURLToPath(import.meta.url));

/** The API server the dev server forwards `/api` to (`pnpm --filter @rightsdesk/server dev`). */
const devApiTarget = "http://localhost:3000";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files browsers download as text: each gets a brotli and a gzip copy beside it. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Compresses the build once, at the highest settings, so the server sends `.br` or `.gz` as the
 * browser accepts (@fastify/static's `preCompressed`) and never compresses a page's files per
 * request. Every text file gets both copies, even a tiny one: the server then answers alike for all.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "rightsdesk:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: "post",
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => compressible.test(file));
        await Promise.all(
          files.map(async (file) => {
            const content = await fs.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

/**
 * Small modules every page starts with, the sign-in page first: one file instead of a dozen, which
 * compresses better. (The entry's own modules stay in the entry.)
 */
const firstPaintModules = new RegExp(
  [
    String.raw`[\\/]web[\\/]src[\\/](?:config|routing[\\/]paths|lib[\\/](?:activity|api-client|random-uuid|session|session-storage|session-end-message|use-notification)|ui[\\/](?:alert|brand-mark|button|cx|field-parts|focus-ring|icons|notice|one-time-code|password-field|spinner|text-field)|features[\\/]auth[\\/]components[\\/](?:auth-layout|text-link|user-name-input-props))\.tsx?$`,
    String.raw`[\\/]domain[\\/]dist[\\/](?:access[\\/](?:access-name|module-names|permissions|route-modules)|completion-report[\\/]completion-report-routes|errors[\\/]error-codes|machines[\\/]notification-machine|session[\\/]session-expiry)\.js$`,
    String.raw`[\\/]api-client[\\/]dist[\\/]api-error\.js$`,
  ].join("|"),
);

/**
 * React Router's package points bundlers at its development build (its dev warnings switched on);
 * a production build of the app takes the production build beside it.
 */
function reactRouterProductionBuild() {
  const fromRouterDom = createRequire(
    createRequire(import.meta.url).resolve("react-router-dom/package.json"),
  );
  const dist = path.join(path.dirname(fromRouterDom.resolve("react-router/package.json")), "dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

export default defineConfig(({ command, mode }) => {
  const problems = envProblems(loadEnv(mode, root, "VITE_"));
  if (problems.length > 0) throw new Error(`Rights Desk is misconfigured:\n${problems.join("\n")}`);
  return {
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: command === "build" ? reactRouterProductionBuild() : [] },
    server: {
      proxy: {
        "/api": { target: devApiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      sourcemap: true,
      // Every browser the app supports preloads modules itself.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Making a zod schema has no effect beyond the schema, so a module's schemas that a chunk
        // never uses are left out of it: a page that needs one constant of a domain module does not
        // carry that module's schemas (nor zod, when it uses none).
        treeshake: { manualPureFunctions: ["z"] },
        output: {
          codeSplitting: {
            groups: [
              {
                // What every page runs, from the first: one file compresses better than the dozen
                // small ones it would otherwise be split into.
                name: "framework",
                test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|xstate|@xstate[\\/]react|@tanstack[\\/](?:query-core|react-query)|use-sync-external-store)[\\/]/,
              },
              {
                // The small pieces the sign-in page (and nearly every other) is drawn with.
                name: "first-paint",
                test: (id) => firstPaintModules.test(id),
              },
            ],
          },
        },
      },
    },
  };
});
