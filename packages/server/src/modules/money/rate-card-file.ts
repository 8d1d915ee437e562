import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import Papa from "papaparse";
import {
  csvText,
  feeCategories,
  formatDollars,
  parseDollars,
  rateCardFileColumns,
  RateCardEntryInputSchema,
  type RateCardEntryInput,
  type RateCardRow,
} from "@rightsdesk/domain";
import { AppError } from "@rightsdesk/domain";
import { invalidField } from "../../errors/app-errors.js";

/** A rate card file is a few hundred rows at most; anything past 1 MB is not one. */
export const MAX_RATE_CARD_FILE_BYTES = 1024 * 1024;

/** The one file of a multipart upload, read whole (it is small), or InvalidData naming `file`. */
export async function readRateCardUpload(request: FastifyRequest): Promise<string> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { files: 1, fileSize: MAX_RATE_CARD_FILE_BYTES } });
  } catch {
    throw invalidField("file", "The upload is not a valid multipart form with one file; try again.");
  }
  if (part === undefined) throw invalidField("file", "Choose a CSV file to import.");
  const bytes = await part.toBuffer().catch(() => {
    throw invalidField("file", "A rate card file can be at most 1 MB.");
  });
  if (part.file.truncated) throw invalidField("file", "A rate card file can be at most 1 MB.");
  if (bytes.includes(0)) throw invalidField("file", "The file is not a CSV text file.");
  return bytes.toString("utf8").replace(/^\uFEFF/, "");
}

const emptyToNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === "" ? null : value.trim();

/** A number cell, or the text itself so the schema names the field with its own message. */
function numberCell(value: string | undefined): number | string | null {
  const text = emptyToNull(value);
  if (text === null) return null;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** A row as the entry it describes; an amount that is not dollars is named before the schema sees it. */
function rowInput(cells: Record<string, string | undefined>, line: number): unknown {
  const amount = parseDollars(cells["amount"] ?? "");
  if (amount.status !== "amount")
    throw rowError(line, "amountCents", amount.status === "empty" ? "Enter the amount." : amount.message);
  return {
    union: emptyToNull(cells["union"]),
    agreement: emptyToNull(cells["agreement"]),
    contractYear: numberCell(cells["contract_year"]),
    category: emptyToNull(cells["category"]),
    medium: emptyToNull(cells["medium"]),
    effectiveFrom: emptyToNull(cells["effective_from"]),
    effectiveTo: emptyToNull(cells["effective_to"]),
    amountCents: amount.cents,
    source: cells["source"] ?? "",
    confidence: emptyToNull(cells["confidence"]) ?? "V",
    performerId: numberCell(cells["performer_id"]),
  };
}

/** InvalidData naming the file's line and the entry's field: "rows.3.effectiveTo". */
export function rowError(line: number, field: string, message: string): AppError {
  const full = `Line ${line}: ${message}`;
  return AppError.invalidData(full, [{ field: `rows.${line}.${field}`, message: full }]);
}

/**
 * The client rows of a rate card file, each checked against the entry's shape (the card's own
 * checks, overlaps included, come after). Shipped rows (origin "shipped") are the product's and are
 * skipped, so an exported card can be edited and imported back.
 */
export function parseRateCardCsv(text: string): { line: number; input: RateCardEntryInput }[] {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, "_"),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = ["union", "contract_year", "category", "effective_from", "amount", "source"].filter(
    (column) => !headers.includes(column),
  );
  if (missing.length > 0)
    throw invalidField(
      "file",
      `The file has no ${missing.join(", ")} column; export the rate card for the columns.`,
    );
  if (parsed.data.length === 0) throw invalidField("file", "The file has no rows under its header.");
  return parsed.data
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => (cells["origin"] ?? "").trim().toLowerCase() !== "shipped")
    .map(({ cells, line }) => {
      const result = RateCardEntryInputSchema.safeParse(rowInput(cells, line));
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join(".") || "row";
        const message =
          field === "category"
            ? `Choose a category the rate card knows: ${feeCategories.join(", ")}.`
            : (issue?.message ?? "The row is not a rate card figure.");
        throw rowError(line, field, message);
      }
      return { line, input: result.data };
    });
}

/** The card as CSV in the import's columns, every text cell safe from spreadsheet formulas. */
export function rateCardCsv(rows: readonly RateCardRow[]): string {
  return (
    "\uFEFF" +
    csvText(
      rows.map((row) => [
        row.union,
        row.agreement,
        row.contractYear,
        row.category,
        row.medium,
        row.effectiveFrom,
        row.effectiveTo,
        formatDollars(row.amountCents),
        row.source,
        row.confidence,
        row.performerId,
        row.origin,
      ]),
      [...rateCardFileColumns],
    )
  );
}
