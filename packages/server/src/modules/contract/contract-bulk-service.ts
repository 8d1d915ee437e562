import {
  BulkContractRowSchema,
  ContractCreateRequestSchema,
  fieldErrorsFromZod,
  parseRecordId,
  type BulkContractRequestSchema,
  type BulkContractResult,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { writeAuditEntries } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { activeAssetIds, linkContractsToAssets } from "./contract-links.js";
import { contractValuesFrom, missingOf, present } from "./contract-record.js";
import { checkContractReferences } from "./contract-references.js";
import { ContractRepository, type ContractValues } from "./contract-repository.js";
import { lockContractNumbers, nextContractNumbers } from "./contract-service.js";

type Request = z.output<typeof BulkContractRequestSchema>;
type RowResult = BulkContractResult["rows"][number];

interface Parsed {
  index: number;
  key: string | null;
  profile?: z.output<typeof ContractCreateRequestSchema>;
  errors: { field: string; message: string }[];
}

/**
 * Bulk creation: every row parsed, merged with the shared terms and checked whole by the profile
 * schema, then its references checked for the whole batch at once. Any invalid row and nothing is
 * written; keys already used answer "existing". The writes are a few multi-row statements in one
 * transaction, so 500 rows cost about as many round trips as one.
 */
export class ContractBulkService {
  constructor(private readonly db: Db) {}

  async create(request: Request, context: RecordContext): Promise<BulkContractResult> {
    const { assetIds, ...shared } = request.shared;
    const parsed: Parsed[] = request.rows.map((raw, index) => parseRow(raw, index, shared));
    const people = await this.personNumbers(parsed, request.rows);
    // Talent given as a person number: resolve to an id (a number with no person names the row's talent).
    for (const row of parsed) {
      if (!row.profile) continue;
      const talent = (request.rows[row.index] as { talent?: unknown }).talent;
      if (typeof talent === "string") {
        const id = people.get(talent.trim().toUpperCase());
        if (id === undefined) {
          row.errors.push({
            field: `rows.${row.index}.talent`,
            message: `No person has the number ${talent}.`,
          });
          row.profile = undefined;
        } else row.profile = { ...row.profile, talentId: id };
      }
    }
    // Keys repeated within the request are invalid (which one is meant?).
    const seen = new Map<string, number>();
    for (const row of parsed) {
      if (row.key === null) continue;
      if (seen.has(row.key)) {
        row.errors.push({
          field: `rows.${row.index}.key`,
          message: `The key "${row.key}" is also row ${(seen.get(row.key) ?? 0) + 1}'s; each row needs its own key.`,
        });
      } else seen.set(row.key, row.index);
    }
    const problems = (await checkContractReferences(
      this.db,
      parsed.map((row) => (row.profile ? contractValuesFrom(row.profile, "") : blankValues)),
    )) as { field: string; message: string }[][];
    parsed.forEach((row, index) => {
      if (row.profile)
        for (const problem of problems[index] ?? []) {
          row.errors.push({
            field: `rows.${row.index}.${fieldOfRow(problem.field)}`,
            message: problem.message,
          });
        }
    });
    const activeAssets = await activeAssetIds(this.db, assetIds);
    const sharedErrors = assetIds
      .map((id, index) => ({ id, index }))
      .filter(({ id }) => !activeAssets.has(id))
      .map(({ id, index }) => ({
        field: `shared.assetIds.${index}`,
        message: `There is no active asset with id ${id}.`,
      }));

    return runInTransaction(this.db, async (tx) => {
      await lockContractNumbers(tx);
      const keys = parsed.map((row) => row.key).filter((key): key is string => key !== null);
      const contracts = new ContractRepository(tx);
      const existing = new Map((await contracts.findByImportKeys(keys)).map((row) => [row.key ?? "", row]));
      const toCreate = parsed.filter((row) => row.errors.length === 0 && !(row.key && existing.has(row.key)));
      // Typed contract numbers must be free, and not typed twice.
      const typed = toCreate.map((row) => row.profile?.contractNumber).filter((n): n is string => !!n);
      const taken = new Set(await contracts.existingNumbers(typed));
      const typedSeen = new Set<string>();
      for (const row of toCreate) {
        const number = row.profile?.contractNumber;
        if (!number) continue;
        if (taken.has(number) || typedSeen.has(number)) {
          row.errors.push({
            field: `rows.${row.index}.contractNumber`,
            message: `The contract number ${number} is taken.`,
          });
        }
        typedSeen.add(number);
      }
      const invalid = parsed.filter((row) => row.errors.length > 0);
      const valid = invalid.length === 0 && sharedErrors.length === 0;
      const creating = valid ? toCreate : [];
      const generated = await nextContractNumbers(
        tx,
        creating.filter((row) => !row.profile?.contractNumber).length,
      );
      let next = 0;
      const values: ContractValues[] = creating.map((row) => {
        const profile = present(row.profile, "a parsed row");
        return contractValuesFrom(profile, profile.contractNumber ?? present(generated[next++], "a number"));
      });
      const ids: { id: number; number: string }[] = [];
      if (valid && !request.dryRun && creating.length > 0) {
        const counts = {
          linkedAssetCount: assetIds.length,
          useRightCount: 0,
          workDayCount: 0,
          taxFormCount: 0,
        };
        const inserted = await contracts.insertMany(
          creating.map((row, index) => {
            const profile = present(values[index], "the row's values");
            return {
              ...profile,
              status: "Draft",
              payrollStatus: "CREATED",
              completeness:
                missingOf(profile, counts).length === 0 ? ("COMPLETE" as const) : ("INCOMPLETE" as const),
              importKey: row.key,
              createdAt: context.now,
              createdBy: context.caller.userId,
              updatedAt: context.now,
              updatedBy: context.caller.userId,
            };
          }),
        );
        ids.push(...inserted);
        await linkContractsToAssets(
          tx,
          inserted.flatMap((row, index) =>
            assetIds.map((assetId) => ({
              contractId: row.id,
              assetId,
              values: present(values[index], "the row's values"),
            })),
          ),
          context.caller.userId,
          context.now,
        );
        await writeAuditEntries(
          tx,
          inserted.map((row, index) => ({
            ...auditFrom(context),
            action: "contract.create",
            entityType: "contract",
            entityId: row.id,
            changes: [
              { field: "contractNumber", from: null, to: row.number },
              { field: "importKey", from: null, to: creating[index]?.key ?? null },
            ],
          })),
        );
      }
      const createdByIndex = new Map(creating.map((row, index) => [row.index, index]));
      const rows: RowResult[] = parsed.map((row) => {
        const base = { row: row.index + 1, key: row.key };
        if (row.errors.length > 0) {
          return { ...base, outcome: "invalid", contractId: null, contractNumber: null, errors: row.errors };
        }
        const found = row.key ? existing.get(row.key) : undefined;
        if (found)
          return {
            ...base,
            outcome: "existing",
            contractId: found.id,
            contractNumber: found.number,
            errors: [],
          };
        const at = createdByIndex.get(row.index);
        return {
          ...base,
          outcome: "created",
          contractId: at === undefined ? null : (ids[at]?.id ?? null),
          contractNumber: at === undefined ? null : (values[at]?.contractNumber ?? null),
          errors: [],
        };
      });
      if (sharedErrors.length > 0 && rows[0]) rows[0].errors.push(...sharedErrors);
      const count = (outcome: RowResult["outcome"]) => rows.filter((row) => row.outcome === outcome).length;
      return {
        dryRun: request.dryRun,
        committed: valid && !request.dryRun,
        created: valid ? count("created") : 0,
        existing: count("existing"),
        invalid: count("invalid") + (sharedErrors.length > 0 && invalid.length === 0 ? 1 : 0),
        rows,
      };
    });
  }

  /** The people the rows name by number ("PE0042"), id by number, in one query. */
  private async personNumbers(
    parsed: readonly Parsed[],
    raw: readonly unknown[],
  ): Promise<Map<string, number>> {
    const wanted = new Map<string, number>();
    for (const row of parsed) {
      const talent = (raw[row.index] as { talent?: unknown } | null)?.talent;
      if (typeof talent !== "string") continue;
      const id = parseRecordId(talent.trim().toUpperCase());
      if (id && id.prefix === "PE") wanted.set(talent.trim().toUpperCase(), id.n);
    }
    return wanted;
  }
}

/** A field of the profile as the row calls it: the talent is `talent` in a row. */
function fieldOfRow(field: string): string {
  return field === "talentId" ? "talent" : field;
}

function parseRow(raw: unknown, index: number, shared: Record<string, unknown>): Parsed {
  const key =
    raw !== null && typeof raw === "object" && typeof (raw as { key?: unknown }).key === "string"
      ? (raw as { key: string }).key.trim() || null
      : null;
  const row = BulkContractRowSchema.safeParse(raw);
  if (!row.success) return { index, key, errors: fieldErrorsFromZod(row.error, `rows.${index}`) };
  const { key: _key, talent, ...fields } = row.data;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  // A talent given by number is resolved after parsing; a placeholder id keeps the schema's rules.
  const talentId = typeof talent === "number" ? talent : 1;
  const merged = { ...shared, ...defined, talentId };
  const profile = ContractCreateRequestSchema.safeParse(merged);
  if (!profile.success) {
    return {
      index,
      key,
      errors: fieldErrorsFromZod(profile.error).map((error) => ({
        field: `rows.${index}.${fieldOfRow(error.field)}`,
        message: error.message,
      })),
    };
  }
  if (typeof talent === "string" && !parseRecordId(talent.trim().toUpperCase())?.prefix.startsWith("PE")) {
    return {
      index,
      key,
      errors: [
        {
          field: `rows.${index}.talent`,
          message: "Enter the talent as a person id or a person number like PE0042.",
        },
      ],
    };
  }
  return { index, key, profile: profile.data, errors: [] };
}

/** Stands in for a row that did not parse, so the reference check keeps rows and answers aligned. */
const blankValues: ContractValues = contractValuesFrom(
  {
    title: "-",
    family: "MSA",
    agreement: "MSA" as never,
    contractDate: "2000-01-01",
    existing: false,
  } as never,
  "",
);
