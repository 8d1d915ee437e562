import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "@rightsdesk/api-client";
import type { BulkContractRequest, BulkContractResult } from "@rightsdesk/domain";
import type { BulkRow } from "./contracts-bulk-rows.js";
import { startBulkSend, type BatchSender, type BulkSendOptions } from "./contracts-bulk-send.js";

const shared = {
  title: "Spot",
  family: "NON UNION",
  agreement: "CREATOR",
  contractDate: "2026-01-15",
} as const;

const rows = (count: number): BulkRow[] =>
  Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    row: { key: `k${index}`, talent: index + 1 },
  }));

/** What the server answers for a batch it wrote: every row created, numbered from `first`. */
function created(request: BulkContractRequest, first = 1): BulkContractResult {
  return {
    dryRun: request.dryRun ?? false,
    committed: !request.dryRun,
    created: request.rows.length,
    existing: 0,
    invalid: 0,
    rows: request.rows.map((row, index) => ({
      row: index + 1,
      key: (row as { key: string }).key,
      outcome: "created",
      contractId: first + index,
      contractNumber: `CT${String(first + index).padStart(5, "0")}`,
      errors: [],
    })),
  };
}

type Answer = { status: number; body: unknown };
let server: http.Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    }),
);

/** A local HTTP server standing in for POST /Contract/Bulk; `answer` decides each reply. */
async function fakeServer(answer: (request: BulkContractRequest, call: number) => Answer) {
  let calls = 0;
  const fake = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls += 1;
      const reply = answer(JSON.parse(body) as BulkContractRequest, calls);
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  server = fake;
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
  const send: BatchSender = (batch, dryRun) =>
    api.bulkCreateContracts({ body: { shared, rows: batch, dryRun } });
  return { send, calls: () => calls };
}

const options = (extra: Partial<BulkSendOptions> = {}): BulkSendOptions => ({
  batchSize: 250,
  concurrency: 2,
  retries: 5,
  retryBaseMs: 5,
  dryRun: false,
  ...extra,
});

const unavailable: Answer = {
  status: 503,
  body: { errorCode: 0, errorType: "Unknown", message: "Busy", errors: [] },
};

describe("sending bulk contract batches", () => {
  it("retries a batch the server answers 503 twice, and succeeds on the third try", async () => {
    const fake = await fakeServer((request, call) =>
      call <= 2 ? unavailable : { status: 200, body: created(request) },
    );
    const outcome = await startBulkSend(rows(3), fake.send, options()).done;
    expect(fake.calls()).toBe(3);
    expect(outcome.batches).toMatchObject([{ outcome: "committed", attempts: 3, rows: 3 }]);
    expect(outcome.rows.map((r) => [r.line, r.outcome, r.contractNumber])).toEqual([
      [2, "created", "CT00001"],
      [3, "created", "CT00002"],
      [4, "created", "CT00003"],
    ]);
  });

  it("does not retry a 400: the rows it names are invalid, the others not written", async () => {
    const fake = await fakeServer(() => ({
      status: 400,
      body: {
        errorCode: 3,
        errorType: "InvalidData",
        message: "The bulk creation is not valid.",
        errors: [{ field: "rows.1.talent", message: "No person has the number PE9999." }],
      },
    }));
    const outcome = await startBulkSend(rows(3), fake.send, options()).done;
    expect(fake.calls()).toBe(1);
    expect(outcome.batches).toMatchObject([{ outcome: "refused", attempts: 1 }]);
    expect(outcome.rows.map((r) => r.outcome)).toEqual(["failed", "invalid", "failed"]);
    expect(outcome.rows[1]?.message).toBe("talent: No person has the number PE9999.");
  });

  it("gives up after its retries when the server stays unavailable", async () => {
    const fake = await fakeServer(() => unavailable);
    const outcome = await startBulkSend(rows(2), fake.send, options({ retries: 2 })).done;
    expect(fake.calls()).toBe(3);
    expect(outcome.batches).toMatchObject([{ outcome: "failed", attempts: 3 }]);
    expect(outcome.rows[0]?.message).toContain("Failed after every retry");
  });

  it("retries when the server cannot be reached at all", async () => {
    let tries = 0;
    const send: BatchSender = async (batch) => {
      tries += 1;
      if (tries === 1) {
        // A refused connection: the api-client's network error.
        return createApiClient({ baseUrl: "http://127.0.0.1:1" }).bulkCreateContracts({
          body: { shared, rows: batch },
        });
      }
      return created({ shared, rows: batch });
    };
    const outcome = await startBulkSend(rows(1), send, options()).done;
    expect(tries).toBe(2);
    expect(outcome.rows[0]?.outcome).toBe("created");
  });

  it("keeps at most `concurrency` batches in flight, and after stop() sends no more", async () => {
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    let stop = () => {};
    const send: BatchSender = async (batch) => {
      inFlight += 1;
      sent += 1;
      most = Math.max(most, inFlight);
      if (sent === 4) stop();
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return created({ shared, rows: batch });
    };
    const run = startBulkSend(rows(100), send, options({ batchSize: 10, concurrency: 3 }));
    stop = run.stop;
    const outcome = await run.done;
    expect(most).toBe(3);
    // The fourth batch asked to stop; the ones already started finish, no later one starts.
    expect(sent).toBeLessThanOrEqual(6);
    const answered = outcome.rows.filter((r) => r.outcome === "created").length;
    expect(answered).toBe(sent * 10);
    expect(outcome.rows.filter((r) => r.outcome === "not sent")).toHaveLength(100 - sent * 10);
  });
});
