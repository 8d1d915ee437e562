import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** What `domain` may never import: I/O, frameworks, and our own packages (it is the bottom layer). */
const domainForbiddenImports = [
  { group: ["@rightsdesk/*"], message: "domain is the bottom layer: it imports no other package of ours." },
  {
    group: [
      "node:*",
      "fs",
      "fs/*",
      "path",
      "http",
      "https",
      "net",
      "child_process",
      "os",
      "crypto",
      "stream",
    ],
    message: "domain does no I/O.",
  },
  {
    group: ["fastify", "fastify/*", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"],
    message: "domain knows nothing of the server or the database.",
  },
  {
    group: [
      "react",
      "react-dom",
      "react-dom/*",
      "react-router",
      "react-router-dom",
      "@tanstack/*",
      "ink",
      "commander",
    ],
    message: "domain knows nothing of the web app or the CLI.",
  },
  { group: ["ofetch", "axios", "undici", "node-fetch"], message: "domain makes no HTTP calls." },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/coverage/**",
      "**/node_modules/**",
      "**/.turbo/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "packages/server/drizzle/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["packages/domain/src/**/*.ts"],
    ignores: ["packages/domain/src/**/*.test.ts"],
    languageOptions: { globals: {} },
    rules: {
      "no-restricted-imports": ["error", { patterns: domainForbiddenImports }],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "domain makes no HTTP calls." },
        { name: "process", message: "domain reads no environment." },
        { name: "localStorage", message: "domain does no I/O." },
        { name: "sessionStorage", message: "domain does no I/O." },
        { name: "document", message: "domain knows nothing of the browser." },
        { name: "window", message: "domain knows nothing of the browser." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "domain never reads the clock: take `now` as an argument.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "domain never reads the clock: take `now` as an argument.",
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: "domain takes randomness as an argument.",
        },
      ],
    },
  },
  {
    files: ["packages/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Web features stand side by side under app/: a feature never reaches up into app/, and reaches
    // another feature only through its index.ts. A relative path cannot say which feature it leaves,
    // so the patterns look at its shape: `../<x>/<api|components|lib|routes>` after any run of `../`
    // is another feature's internals (a feature's own folders are reached as `../api`, `../../lib`).
    files: ["packages/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+app(/|$)",
              message:
                "features never import app/: what they share with it lives below them (routing/, lib/, ui/).",
            },
            {
              regex: "^(\\.\\./)+[^./][^/]*/(api|components|lib|routes)(/|$)",
              message:
                "features import each other only through their index.ts; shared pieces live in ui/ or lib/.",
            },
            {
              regex: "(^|/)features/[^/]+/(?!index(\\.tsx?)?$)[^/]",
              message:
                "features import each other only through their index.ts; shared pieces live in ui/ or lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server services hold the rules and call their module's repository; SQL (drizzle's builder,
    // sql`` templates, the tables of db/schema) stays in repositories. Types a service needs from
    // the database (`Db`) come from db/, never from drizzle itself.
    files: ["packages/server/src/**/*-service.ts", "packages/server/src/**/*-service-*.ts"],
    ignores: ["packages/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "SQL lives in repositories: a service calls its module's repository.",
            },
            {
              regex: "(^|/)db/schema(\\.js)?$",
              message: "SQL lives in repositories: a service calls its module's repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/cli/src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
