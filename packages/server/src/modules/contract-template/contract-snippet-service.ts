import {
  AppError,
  type SnippetListResultSchema,
  type SnippetRecordSchema,
  type SnippetSaveRequestSchema,
  type SnippetUpdateRequestSchema,
  type SnippetSummarySchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { dependencyError, duplicateName, invalidField, staleVersion } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import {
  SnippetRepository,
  type SnippetRow,
  type SnippetSummaryRow,
  type SnippetValues,
} from "./contract-snippet-repository.js";

type RecordOut = z.input<typeof SnippetRecordSchema>;
type SummaryOut = z.input<typeof SnippetSummarySchema>;

function snippetNameTaken(name: string): AppError {
  return duplicateName("name", `A snippet named "${name}" already exists.`);
}

function valuesFrom(request: z.output<typeof SnippetSaveRequestSchema>): SnippetValues {
  const description = request.description?.trim();
  return {
    name: request.name.trim(),
    partType: request.partType,
    description: description ? description : null,
    content: request.content,
  };
}

function valuesOf(row: SnippetRow): SnippetValues {
  return { name: row.name, partType: row.partType, description: row.description, content: row.content };
}

function toSummary(row: SnippetSummaryRow): SummaryOut {
  return {
    id: row.id,
    name: row.name,
    partType: row.partType as SummaryOut["partType"],
    description: row.description,
    usedByCount: Number(row.usedByCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

export async function findSnippetOrFail(db: Db, id: number, forUpdate = false): Promise<SnippetRow> {
  const row = await new SnippetRepository(db).find(id, { forUpdate });
  if (!row) throw AppError.notFound(`There is no snippet with id ${id}.`);
  return row;
}

/**
 * Snippets: reusable clauses templates are built from. A template shows a snippet's current text,
 * so editing one changes every template using it; one in use cannot be deleted.
 */
export class SnippetService {
  constructor(private readonly db: Db) {}

  async list(query: unknown): Promise<z.input<typeof SnippetListResultSchema>> {
    const page = await new SnippetRepository(this.db).list(query);
    return { totalRecords: page.totalRecords, records: page.records.map(toSummary) };
  }

  async get(id: number): Promise<RecordOut> {
    const row = await findSnippetOrFail(this.db, id);
    const usedBy = await new SnippetRepository(this.db).usedBy(id);
    const templates = [...new Map(usedBy.map((t) => [t.id, { id: t.id, name: t.name }])).values()];
    const { usedByCount: _count, ...summary } = toSummary(row);
    return { ...summary, content: row.content, usedBy: templates };
  }

  async create(
    request: z.output<typeof SnippetSaveRequestSchema>,
    context: RecordContext,
  ): Promise<RecordOut> {
    const values = valuesFrom(request);
    const id = await this.guardName(values.name, () =>
      runInTransaction(this.db, async (tx) => {
        const repository = new SnippetRepository(tx);
        if (await repository.findByName(values.name)) throw snippetNameTaken(values.name);
        const id = await repository.insert(values, context.caller.userId, context.now);
        await writeRecordAudit(tx, context, "contractSnippet", id, "create", diffFields({}, { ...values }));
        return id;
      }),
    );
    return this.get(id);
  }

  /** A snippet used as, say, a Legal part cannot become a Header: the templates would break. */
  async update(
    id: number,
    request: z.output<typeof SnippetUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<RecordOut> {
    const values = valuesFrom(request);
    await this.guardName(values.name, () =>
      runInTransaction(this.db, async (tx) => {
        const repository = new SnippetRepository(tx);
        const before = await findSnippetOrFail(tx, id, true);
        if (request.version !== before.version) throw staleVersion("snippet");
        if (await repository.findByName(values.name, id)) throw snippetNameTaken(values.name);
        const otherType = (await repository.usedBy(id)).filter((t) => t.partType !== values.partType);
        if (otherType.length > 0) {
          const names = [...new Set(otherType.map((t) => `"${t.name}"`))].join(", ");
          throw invalidField(
            "partType",
            `The snippet is a ${before.partType} part of ${names}; it must stay ${before.partType}.`,
          );
        }
        if (!(await repository.update(id, request.version, values, context.caller.userId, context.now))) {
          throw staleVersion("snippet");
        }
        await writeRecordAudit(
          tx,
          context,
          "contractSnippet",
          id,
          "update",
          diffFields({ ...valuesOf(before) }, { ...values }),
        );
      }),
    );
    return this.get(id);
  }

  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const repository = new SnippetRepository(tx);
      const snippet = await findSnippetOrFail(tx, id, true);
      const names = [...new Set((await repository.usedBy(id)).map((t) => t.name))];
      if (names.length > 0) {
        throw dependencyError(
          `The snippet "${snippet.name}" is used by ${names.length === 1 ? "the template" : `${names.length} templates`} ${names.map((n) => `"${n}"`).join(", ")}; remove it from them first.`,
          "usedBy",
          names,
        );
      }
      await repository.delete(id);
      await writeRecordAudit(
        tx,
        context,
        "contractSnippet",
        id,
        "delete",
        diffFields({ ...valuesOf(snippet) }, {}),
      );
    });
    return { done: true };
  }

  /** Two saves racing for one name: the unique index refuses the second, named like the check. */
  private async guardName<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw snippetNameTaken(name);
      throw error;
    }
  }
}
