import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves the built web app at `/`; a hash router needs only index.html and its assets. */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  if (!fs.existsSync(path.join(webDir, "index.html"))) {
    app.log.warn({ webDir }, "The web app is not built; run `pnpm build` to serve it");
    app.get("/", async (_request, reply) =>
      reply
        .type("text/html")
        .send(
          "<!doctype html><title>Rights Desk</title><p>The web app is not built yet. Run <code>pnpm build</code>.</p>",
        ),
    );
    return;
  }
  await app.register(fastifyStatic, { root: webDir, prefix: "/", wildcard: true, index: ["index.html"] });
}
