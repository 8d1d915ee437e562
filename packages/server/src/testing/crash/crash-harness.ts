import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { API_BASE_PATH } from "@rightsdesk/domain";
import { spawnServer, type ServerProcess } from "../server-process.js";
import type { ServerStorage } from "../seeded-data-dir.js";
import { TEST_ADMIN_PASSWORD } from "../test-database.js";

/**
 * What the crash-safety suite shares: a seeded random source, a server that is killed and started
 * again on one storage, requests that record how far they got, and a look at the file storage.
 */

/** Kills per operation: RIGHTSDESK_CRASH_KILLS (the heavy run sets 20), else CI's bounded 2. */
export function killsPerOperation(): number {
  const asked = Number(process.env["RIGHTSDESK_CRASH_KILLS"] ?? "2");
  if (!Number.isInteger(asked) || asked < 1) throw new Error("RIGHTSDESK_CRASH_KILLS is a whole number ≥ 1.");
  return asked;
}

/** The seed of the kill points: RIGHTSDESK_CRASH_SEED replays a run; the report prints the one used. */
export function crashSeed(): number {
  const given = process.env["RIGHTSDESK_CRASH_SEED"];
  return given === undefined ? 20261127 : Number(given) >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How far one request got: its body being sent, sent and waiting for the answer, or answered. */
export type RequestPhase = "sending" | "waiting" | "answered";

/** The requests of one run of an operation, in order, with how far each got. */
export class Progress {
  readonly requests: { name: string; phase: RequestPhase }[] = [];
  private readonly began = performance.now();
  /** How long the whole run took, once it has finished. */
  tookMs: number | undefined;

  finish(): void {
    this.tookMs = performance.now() - this.began;
  }

  start(name: string): { phase(phase: RequestPhase): void } {
    const entry = { name, phase: "sending" as RequestPhase };
    this.requests.push(entry);
    return { phase: (phase) => (entry.phase = phase) };
  }

  /** Where a kill now lands, as the client sees it. */
  where(): Landing {
    const last = this.requests.at(-1);
    if (this.tookMs !== undefined) return "after the operation";
    if (!last) return "before the first request";
    if (last.phase === "sending") return "while the client sent a body";
    if (last.phase === "waiting") return "while the server worked";
    return "between requests";
  }
}

export type Landing =
  | "before the first request"
  | "while the client sent a body"
  | "while the server worked"
  | "between requests"
  | "after the operation";

export interface Answer {
  status: number;
  body: unknown;
}

export interface RequestOptions {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  token: string;
  json?: unknown;
  /** A raw body (a multipart form) with its content type, sent in `chunkBytes` pieces `pauseMs` apart. */
  raw?: { body: Buffer; contentType: string; chunkBytes: number; pauseMs: number };
}

/**
 * One call to the server through node:http, so the test sees when the body has left (a slow upload
 * is streamed in paced pieces) and when the answer came; a killed server rejects it. (callServer,
 * through fetch, tells neither.)
 */
export function request(
  baseUrl: string,
  options: RequestOptions,
  track?: { phase(phase: RequestPhase): void },
): Promise<Answer> {
  const body =
    options.raw?.body ?? Buffer.from(options.json === undefined ? "" : JSON.stringify(options.json));
  const contentType = options.raw?.contentType ?? "application/json";
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      `${baseUrl}${API_BASE_PATH}${options.path}`,
      {
        method: options.method,
        headers: {
          authorization: `Bearer ${options.token}`,
          ...(body.length > 0 ? { "content-type": contentType, "content-length": String(body.length) } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          track?.phase("answered");
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text) as unknown;
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: incoming.statusCode ?? 0, body: parsed });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.on("finish", () => track?.phase("waiting"));
    void writePaced(outgoing, body, options.raw).catch((error: unknown) => outgoing.destroy(error as Error));
  });
}

async function writePaced(
  outgoing: http.ClientRequest,
  body: Buffer,
  pace: RequestOptions["raw"] | undefined,
): Promise<void> {
  const size = pace?.chunkBytes ?? Math.max(body.length, 1);
  for (let at = 0; at < body.length; at += size) {
    if (outgoing.destroyed) return;
    if (!outgoing.write(body.subarray(at, at + size))) {
      await new Promise<void>((resolve) => {
        const done = () => {
          outgoing.off("drain", done);
          outgoing.off("close", done);
          resolve();
        };
        outgoing.on("drain", done);
        outgoing.on("close", done);
      });
    }
    if (pace && at + size < body.length) await sleep(pace.pauseMs);
  }
  outgoing.end();
}

/** An answer's body when its status is 2xx; otherwise an error naming both. */
export function ok(answer: Answer): unknown {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`HTTP ${answer.status}: ${JSON.stringify(answer.body).slice(0, 600)}`);
  }
  return answer.body;
}

/** A built server on one storage, killed and started again; the session outlives its restarts. */
export class CrashTarget {
  private process: ServerProcess | undefined;
  token = "";
  readonly startMs: number[] = [];

  constructor(readonly storage: ServerStorage) {}

  get url(): string {
    if (!this.process) throw new Error("The server is not running.");
    return this.process.url;
  }

  /** The folder the file storage keeps uploads in. */
  get blobDir(): string {
    return path.join(this.storage.env["RIGHTSDESK_DATA_DIR"] ?? "", "blobs");
  }

  async start(): Promise<void> {
    const began = performance.now();
    this.process = await spawnServer(this.storage.env);
    await this.process.ready();
    this.startMs.push(performance.now() - began);
    if (!this.token) {
      const signIn = ok(
        await request(this.url, {
          method: "POST",
          path: "/User/Login",
          token: "",
          json: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD },
        }),
      ) as { userAuthInfo: { token: string } };
      this.token = signIn.userAuthInfo.token;
    }
  }

  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. */
  async kill(): Promise<void> {
    await this.process?.kill();
    this.process = undefined;
  }

  /** SIGTERM and wait for the clean shutdown. */
  async stop(): Promise<void> {
    await this.process?.stop();
    this.process = undefined;
  }

  call(
    options: Omit<RequestOptions, "token">,
    track?: { phase(phase: RequestPhase): void },
  ): Promise<Answer> {
    return request(this.url, { ...options, token: this.token }, track);
  }
}

/** What the file storage folder holds: files being written (`tmp/`) and stored files by key. */
export interface StoreContents {
  temporary: string[];
  stored: { key: string; sha256: string; sizeBytes: number }[];
}

export async function storeContents(blobDir: string): Promise<StoreContents> {
  const contents: StoreContents = { temporary: [], stored: [] };
  let entries;
  try {
    entries = await fs.readdir(blobDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return contents;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(blobDir, file);
    if (relative.startsWith(`tmp${path.sep}`)) contents.temporary.push(relative);
    else if (/^[0-9a-f]{2}$/.test(path.dirname(relative))) {
      const bytes = await fs.readFile(file);
      contents.stored.push({
        key: entry.name,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        sizeBytes: bytes.length,
      });
    }
  }
  return contents;
}

/** A pause of `ms` milliseconds. */
export const pause = (ms: number) => sleep(ms);
