import { createHash } from "node:crypto";
import {
  BulkContractRowSchema,
  BulkContractSharedSchema,
  ContractCreateRequestSchema,
  type BulkContractRow,
  type BulkContractShared,
} from "@rightsdesk/domain";
import { readImportCsv, type ImportCsvLayout } from "../import/read-import-csv.js";

/** The columns of a bulk contract file, in the order the help lists them; only `talent` is required. */
export const bulkContractCsvColumns = [
  "key",
  "talent",
  "title",
  "contractNumber",
  "payeeKind",
  "loanOutCompanyId",
  "payeeAgencyId",
  "performerCategory",
  "performanceType",
  "role",
  "sessionFee",
  "holdingFee",
] as const;
export type BulkContractCsvColumn = (typeof bulkContractCsvColumns)[number];

const layout: ImportCsvLayout<BulkContractCsvColumn> = {
  columns: bulkContractCsvColumns,
  required: ["talent"],
  record: "talent row",
};

/** A problem with one row, named by its line in the file (header = line 1) and its column. */
export interface RowProblem {
  line: number;
  column: string;
  message: string;
}

/** A row ready to send: its line in the file and the request row, key always set. */
export interface BulkRow {
  line: number;
  row: BulkContractRow & { key: string };
}

/** The row fields the file's columns fill; the fee columns are dollars, the fields cents. */
const columnOfField: Record<string, BulkContractCsvColumn> = {
  key: "key",
  talent: "talent",
  talentId: "talent",
  title: "title",
  contractNumber: "contractNumber",
  payeeKind: "payeeKind",
  loanOutCompanyId: "loanOutCompanyId",
  payeeAgencyId: "payeeAgencyId",
  performerCategory: "performerCategory",
  performanceType: "performanceType",
  role: "role",
  sessionFeeCents: "sessionFee",
  holdingFeeCents: "holdingFee",
};

/** The file's column for a request field ("rows.3.sessionFeeCents" → "sessionFee"), or the field. */
export function columnForField(field: string): string {
  const last = field.split(".").pop() ?? field;
  return columnOfField[last] ?? field;
}

/** "1234.5", "$1,234.50" → 123450 cents; undefined when it is not an amount in dollars. */
export function dollarsToCents(text: string): number | undefined {
  const match = /^\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const whole = Number((match[1] ?? "0").replace(/,/g, ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}

/** JSON with keys sorted at every level, so the same terms always hash the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key of a row with no `key` column: the first 16 hex digits of the SHA-256 of the shared
 * terms, the talent and the row's other values. The same file with the same terms gives the same
 * keys, so a rerun finds the contracts it made; change the terms and the keys change.
 */
export function derivedRowKey(
  shared: BulkContractShared,
  talent: string,
  values: Readonly<Record<string, string>>,
): string {
  const text = `${stableJson(shared)}\n${talent}\n${stableJson(values)}`;
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** The shared terms checked with the domain's schema; problems name the option's field. */
export function checkSharedTerms(
  shared: unknown,
): { ok: true; shared: BulkContractShared } | { ok: false; problems: string[] } {
  const parsed = BulkContractSharedSchema.safeParse(shared);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join(".") || "terms"}: ${issue.message}`),
    };
  }
  // The rules across fields that no row column can change (a union contract's union, the dates).
  const { assetIds: _assets, ...profileTerms } = parsed.data;
  const contract = ContractCreateRequestSchema.safeParse({ ...profileTerms, talentId: 1 });
  const problems = contract.success
    ? []
    : contract.error.issues
        .filter((issue) => !(String(issue.path[0] ?? "") in columnOfField))
        .map((issue) => `${issue.path.join(".") || "terms"}: ${issue.message}`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, shared: shared as BulkContractShared };
}

/** One CSV row as a request row; amounts and ids converted, problems named by column. */
function rowFromValues(
  values: Partial<Record<BulkContractCsvColumn, string>>,
  line: number,
  problems: RowProblem[],
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(values) as [BulkContractCsvColumn, string][]) {
    if (column === "sessionFee" || column === "holdingFee") {
      const cents = dollarsToCents(value);
      if (cents === undefined) {
        problems.push({
          line,
          column,
          message: `Enter the ${column === "sessionFee" ? "session" : "holding"} fee in dollars, like 1250 or 1250.50 (got "${value}").`,
        });
      } else row[`${column}Cents`] = cents;
    } else if (column === "talent" || column === "loanOutCompanyId" || column === "payeeAgencyId") {
      row[column] = /^\d+$/.test(value) ? Number(value) : value;
    } else {
      row[column] = value;
    }
  }
  return row;
}

/**
 * Reads a bulk contract file and checks every row with the domain's schemas, here, before anything
 * is sent: the row itself (BulkContractRowSchema), the contract it makes with the shared terms
 * (the profile's cross-field rules), and keys repeated in the file. Every problem is answered.
 */
export function readBulkContractRows(
  content: Buffer,
  shared: BulkContractShared,
): { rows: BulkRow[]; problems: RowProblem[] } {
  const csvRows = readImportCsv(content, layout);
  const problems: RowProblem[] = [];
  const rows: BulkRow[] = [];
  const lineOfKey = new Map<string, number>();
  const { assetIds: _assets, ...profileTerms } = shared;
  for (const { line, values, problem } of csvRows) {
    const before = problems.length;
    if (problem) problems.push({ line, column: "(line)", message: problem });
    const draft = rowFromValues(values, line, problems);
    if (draft["key"] === undefined) {
      const { key: _key, talent, ...rest } = values;
      draft["key"] = derivedRowKey(shared, talent ?? "", rest as Record<string, string>);
    }
    const parsed = BulkContractRowSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ line, column: columnForField(String(issue.path[0] ?? "")), message: issue.message });
      }
    } else {
      // The contract this row makes, checked with the profile's rules across fields (a talent id
      // stands in for a person number, which only the server can look up).
      const { key: _key, talent: _talent, ...overrides } = parsed.data;
      const profile = Object.fromEntries(
        Object.entries({ ...profileTerms, ...overrides, talentId: 1 }).filter(([, v]) => v !== undefined),
      );
      const contract = ContractCreateRequestSchema.safeParse(profile);
      if (!contract.success) {
        for (const issue of contract.error.issues) {
          const field = String(issue.path[0] ?? "");
          if (field in columnOfField)
            problems.push({ line, column: columnForField(field), message: issue.message });
        }
      }
    }
    const key = String(draft["key"]);
    const earlier = lineOfKey.get(key);
    if (earlier !== undefined) {
      problems.push({
        line,
        column: "key",
        message: `The same key as line ${earlier}${values.key ? "" : " (an identical row)"}: give each row its own key.`,
      });
    } else lineOfKey.set(key, line);
    if (problems.length === before) rows.push({ line, row: draft as BulkRow["row"] });
  }
  return { rows, problems };
}
