import { describe, expect, it } from "vitest";
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, PersonImportRequestSchema } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import {
  PARTIAL_BATCH_SIZE,
  sendImport,
  type CheckedRow,
  type ImportAnswer,
  type ImportBatch,
  type ImportTarget,
} from "./send-import.js";

type Row = CheckedRow<{ name: string }> & { name: string };

const good = (line: number): Row => ({
  line,
  name: `Row ${line}`,
  request: { name: `Row ${line}` },
  errors: [],
});
const bad = (line: number): Row => ({
  line,
  name: `Row ${line}`,
  request: null,
  errors: [{ field: "kinds", message: "Choose at least one person kind." }],
});

/** A target that answers from `answer` and keeps every batch it was sent. */
function fakeTarget(answer: (batch: ImportBatch<{ name: string }>) => ImportAnswer) {
  const sent: ImportBatch<{ name: string }>[] = [];
  const target: ImportTarget<{ name: string }, Row, { name: string }> = {
    requestSchema: PersonImportRequestSchema,
    send: (batch) => {
      sent.push(batch);
      return Promise.resolve(answer(batch));
    },
    columnForField: (field) => field.replace(/^rows\.\d+\./, "").replace("personName.lastName", "lastName"),
    identify: (row) => ({ name: row.name }),
  };
  return { target, sent };
}

const writeAll = (batch: ImportBatch<unknown>): ImportAnswer => ({
  rows: batch.rows.map((_, index) => ({ row: index + 1, id: batch.dryRun ? null : 100 + index, errors: [] })),
});
const refuse = (errors: { field: string; message: string }[]) => () => {
  throw new ApiError({ code: ErrorCodes.InvalidData, status: 400, message: "Rows have problems.", errors });
};

describe("sendImport, all or nothing", () => {
  it("writes every row in one request when all are good", async () => {
    const { target, sent } = fakeTarget(writeAll);
    const outcome = await sendImport([good(2), good(3)], target, { dryRun: false, partial: false });
    expect(sent).toEqual([{ rows: [{ name: "Row 2" }, { name: "Row 3" }], dryRun: false, atomic: true }]);
    expect(outcome).toMatchObject({ committed: true, created: 2, failed: 0, atomic: true });
    expect(outcome.rows[1]).toEqual({ line: 3, name: "Row 3", status: "created", id: 101, errors: [] });
  });

  it("sends the good rows as a dry run when one failed here, and writes nothing", async () => {
    const { target, sent } = fakeTarget(writeAll);
    const outcome = await sendImport([good(2), bad(3), good(5)], target, { dryRun: false, partial: false });
    expect(sent.map((batch) => [batch.rows.length, batch.dryRun])).toEqual([[2, true]]);
    expect(outcome.committed).toBe(false);
    expect(outcome.rows.map((row) => row.status)).toEqual(["not written", "failed", "not written"]);
  });

  it("puts each error of a refusal on the file's row, by its column", async () => {
    const { target } = fakeTarget(
      refuse([{ field: "rows.2.personName.lastName", message: "Enter the last name." }]),
    );
    const outcome = await sendImport([good(2), bad(3), good(5)], target, { dryRun: false, partial: false });
    expect(outcome.rows[2]).toEqual({
      line: 5,
      name: "Row 5",
      status: "failed",
      id: null,
      errors: [{ field: "lastName", message: "Enter the last name." }],
    });
    expect(outcome.failed).toBe(2);
  });

  it("throws a refusal that names no row, and a file too big for one request", async () => {
    const { target } = fakeTarget(refuse([{ field: "rows", message: "Created meanwhile." }]));
    await expect(sendImport([good(2)], target, { dryRun: false, partial: false })).rejects.toThrow(
      "Rows have problems.",
    );
    const many = Array.from({ length: 5001 }, (_, index) => good(index + 2));
    const tooBig = sendImport(many, fakeTarget(writeAll).target, { dryRun: false, partial: false });
    await expect(tooBig).rejects.toBeInstanceOf(CliError);
    await expect(tooBig).rejects.toThrow(/Import at most 5,000 people per request\..*use --partial/);
  });
});

describe("sendImport with --partial", () => {
  it(`sends ${PARTIAL_BATCH_SIZE} rows per request and reports progress after each`, async () => {
    const { target, sent } = fakeTarget(writeAll);
    const rows = Array.from({ length: 1201 }, (_, index) => good(index + 2));
    const progress: number[] = [];
    const outcome = await sendImport([bad(1300), ...rows], target, {
      dryRun: false,
      partial: true,
      onSent: (done) => progress.push(done),
    });
    expect(sent.map((batch) => [batch.rows.length, batch.atomic])).toEqual([
      [500, false],
      [500, false],
      [201, false],
    ]);
    expect(progress).toEqual([0, 500, 1000, 1201]);
    expect(outcome).toMatchObject({ atomic: false, committed: true, created: 1201, failed: 1 });
  });

  it("fails only the batch the server would not take, but stops when the session is gone", async () => {
    const rows = Array.from({ length: 600 }, (_, index) => good(index + 2));
    const { target } = fakeTarget((batch) => {
      if (batch.rows.length === PARTIAL_BATCH_SIZE) {
        throw new ApiError({ code: ErrorCodes.Unknown, status: 413, message: "Too large." });
      }
      return writeAll(batch);
    });
    const outcome = await sendImport(rows, target, { dryRun: false, partial: true });
    expect(outcome.created).toBe(100);
    expect(outcome.rows[0]?.errors).toEqual([
      { field: "row", message: "The server did not take this batch: Too large." },
    ]);

    const signedOut = fakeTarget(() => {
      throw new ApiError({ code: ErrorCodes.Unknown, status: 401, message: "Sign in again." });
    });
    await expect(sendImport(rows, signedOut.target, { dryRun: false, partial: true })).rejects.toThrow(
      "Sign in again.",
    );
  });
});
