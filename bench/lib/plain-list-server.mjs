// The yardstick of bench/list-yardstick.mjs: a plain Fastify + pg server, in its own process, that
// answers each list with the very statements the API sends for it (captured from the driver) — no
// session, no rights, no validation, no transaction — as a hand-written SQL route would. Started
// with PLAIN_DATABASE_URL, PLAIN_LISTS (a JSON file: list name → statements) and PORT.
import fs from "node:fs";
import { createRequire } from "node:module";
import { runListStatements } from "./bench-server.mjs";

const require = createRequire(new URL("../../packages/server/package.json", import.meta.url));
const { default: Fastify } = await import(require.resolve("fastify"));
const { default: pg } = await import(require.resolve("pg"));

const lists = JSON.parse(fs.readFileSync(process.env.PLAIN_LISTS, "utf8"));
// The same pool size as the API server's (packages/server/src/db/database.ts).
const pool = new pg.Pool({ connectionString: process.env.PLAIN_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.post("/plain/:name", async (request, reply) => {
  const statements = lists[request.params.name];
  if (!statements) return reply.code(404).send({ message: "No such list." });
  const client = await pool.connect();
  try {
    return await runListStatements(client, statements);
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
