import {
  BulkContractRowSchema,
  BulkContractSharedSchema,
  ContractCreateRequestSchema,
  bulkContractCsvColumns,
  bulkRowFromCells,
  bulkRowKey,
  type BulkContractCsvColumn,
  type BulkContractRow,
  type BulkContractShared,
} from "@rightsdesk/domain";
import { readImportCsv, type ImportCsvLayout } from "../import/read-import-csv.js";

export { bulkContractCsvColumns, type BulkContractCsvColumn };

const layout: ImportCsvLayout<BulkContractCsvColumn> = {
  columns: bulkContractCsvColumns,
  required: ["talent"],
  record: "talent row",
};

/** A problem with one row, named by its line in the file (header = line 1), its column and its cell. */
export interface RowProblem {
  line: number;
  column: string;
  message: string;
  /** The cell as written; "" when empty or when no single column is at fault. */
  value?: string;
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
    const cell = (column: string) => (values as Partial<Record<string, string>>)[column] ?? "";
    if (problem) problems.push({ line, column: "(line)", message: problem });
    const { row: draft, problems: cellProblems } = bulkRowFromCells(values);
    for (const problem of cellProblems) problems.push({ line, ...problem, value: cell(problem.column) });
    if (draft["key"] === undefined) draft["key"] = bulkRowKey(shared, values);
    const parsed = BulkContractRowSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnForField(String(issue.path[0] ?? ""));
        problems.push({ line, column, message: issue.message, value: cell(column) });
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
          if (field in columnOfField) {
            const column = columnForField(field);
            problems.push({ line, column, message: issue.message, value: cell(column) });
          }
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
