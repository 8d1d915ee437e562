import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { API_BASE_PATH } from "@rightsdesk/domain";
import { SERVER_PACKAGE_ROOT, builtServerEntry } from "./built-server.js";
import { TEST_ADMIN_PASSWORD } from "./test-database.js";

/** The built server running as its own process, the way a user runs it. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once /Health answers; refuses if the process exits first or takes over `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, as a power cut or an out-of-memory kill ends it: no shutdown hook runs. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the graceful shutdown. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on now, picked by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set<ServerProcess>();

/**
 * Starts dist/main.js with the settings of a test server (loopback, no web app, the test root
 * password, silent logs) plus `env`, usually a ServerStorage's (RIGHTSDESK_DATA_DIR, DATABASE_URL).
 * DATABASE_URL is cleared unless `env` sets it, so a test on the embedded database never reaches
 * the run's PostgreSQL by inheritance. Call `ready()` before using `url`.
 */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const chunks: Buffer[] = [];
  const child = spawn(process.execPath, [builtServerEntry()], {
    cwd: SERVER_PACKAGE_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: "",
      HOST: "127.0.0.1",
      RIGHTSDESK_LOG_LEVEL: "silent",
      RIGHTSDESK_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      ...env,
      PORT: String(listenOn),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${listenOn}`;
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServerProcess = {
    child,
    url,
    output: () => Buffer.concat(chunks).toString("utf8"),
    exited: () => exit,
    async ready(timeoutMs = 100_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (gone())
          throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${server.output()}`);
        const healthy = await fetch(`${url}/api/v1/Health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server did not answer /Health within ${timeoutMs} ms:\n${server.output()}`);
    },
    async kill() {
      running.delete(server);
      if (!gone()) child.kill("SIGKILL");
      await exit;
    },
    async stop() {
      running.delete(server);
      if (!gone()) child.kill("SIGTERM");
      await exit;
    },
  };
  running.add(server);
  return server;
}

/** Kills every server process a test started and did not stop: for an afterEach. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill()));
}

/** A JSON call to a running server through its port: status and parsed body. */
export async function callServer(
  server: Pick<ServerProcess, "url">,
  token: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${API_BASE_PATH}${apiPath}`, {
    method,
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.startsWith("application/json") === true;
  return { status: response.status, body: isJson && text !== "" ? (JSON.parse(text) as unknown) : text };
}
