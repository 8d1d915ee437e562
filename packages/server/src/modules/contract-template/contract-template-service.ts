import {
  AppError,
  ErrorCodes,
  contractPlaceholderValues,
  renderContractDocument,
  richDocOf,
  type RenderedContractDocument,
  type RichNode,
  type TemplateListResultSchema,
  type TemplatePartType,
  type TemplateRecordSchema,
  type TemplateSaveRequestSchema,
  type TemplateSummarySchema,
  type TemplateUpdateRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { duplicateName, invalidField, staleVersion } from "../../errors/app-errors.js";
import { isUniqueViolation } from "../../db/database-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { loadContractRenderSource } from "../contract/contract-render-source.js";
import { SnippetRepository } from "./contract-snippet-repository.js";
import {
  TemplateRepository,
  type TemplatePartRow,
  type TemplatePartValues,
  type TemplateRow,
  type TemplateSummaryRow,
  type TemplateValues,
} from "./contract-template-repository.js";

type RecordOut = z.input<typeof TemplateRecordSchema>;
type SummaryOut = z.input<typeof TemplateSummarySchema>;
type SaveRequest = z.output<typeof TemplateSaveRequestSchema>;
/** A part as a template answers it; typed here because the rich-text schema is recursive. */
interface PartOut {
  position: number;
  partType: TemplatePartType;
  kind: "S" | "F";
  snippetId: number | null;
  snippetName: string | null;
  content: RichNode;
}
type TemplateOut = Omit<RecordOut, "parts"> & { parts: PartOut[] };

function templateNameTaken(name: string): AppError {
  return duplicateName("name", `A template named "${name}" already exists.`);
}

function valuesFrom(request: SaveRequest): TemplateValues {
  const description = request.description?.trim();
  return {
    name: request.name.trim(),
    family: request.family,
    agreement: request.agreement ?? null,
    description: description ? description : null,
  };
}

function valuesOf(row: TemplateRow): TemplateValues {
  return { name: row.name, family: row.family, agreement: row.agreement, description: row.description };
}

/** How the audit log shows parts: "Header: snippet 3", "Body: form part". */
function partsText(parts: readonly { partType: string; kind: string; snippetId: number | null }[]): string[] {
  return parts.map((p) => `${p.partType}: ${p.kind === "S" ? `snippet ${p.snippetId}` : "form part"}`);
}

function toSummary(row: TemplateSummaryRow): SummaryOut {
  return {
    id: row.id,
    name: row.name,
    family: row.family as SummaryOut["family"],
    agreement: row.agreement as SummaryOut["agreement"],
    description: row.description,
    partCount: Number(row.partCount),
    contractCount: Number(row.contractCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

function toPartRecord(part: TemplatePartRow): PartOut {
  return {
    position: part.position,
    partType: part.partType as TemplatePartType,
    kind: part.kind as "S" | "F",
    snippetId: part.snippetId,
    snippetName: part.snippetName,
    content: part.content ?? richDocOf(""),
  };
}

export async function findTemplateOrFail(db: Db, id: number, forUpdate = false): Promise<TemplateRow> {
  const row = await new TemplateRepository(db).find(id, { forUpdate });
  if (!row) throw AppError.notFound(`There is no template with id ${id}.`);
  return row;
}

/**
 * The parts to store: a snippet part must name a snippet of its own part type (InvalidData on
 * `parts.N.snippetId`); a form part keeps its text.
 */
async function checkedParts(db: Db, request: SaveRequest): Promise<TemplatePartValues[]> {
  const snippetIds = request.parts.flatMap((part) =>
    part.kind === "S" && part.snippetId ? [part.snippetId] : [],
  );
  const snippets = await new SnippetRepository(db).partTypes(snippetIds);
  return request.parts.map((part, index) => {
    if (part.kind === "F") {
      return { partType: part.partType, kind: "F", snippetId: null, content: part.content ?? null };
    }
    const field = `parts.${index}.snippetId`;
    const snippet = part.snippetId === undefined ? undefined : snippets.get(part.snippetId);
    if (!snippet) throw invalidField(field, `There is no snippet with id ${part.snippetId}.`);
    if (snippet.partType !== part.partType) {
      throw invalidField(
        field,
        `The snippet "${snippet.name}" is a ${snippet.partType} part; choose a ${part.partType} snippet.`,
      );
    }
    return { partType: part.partType, kind: "S", snippetId: part.snippetId ?? null, content: null };
  });
}

/** Contract templates: parts (snippets and form parts) in order, drawn for a contract on demand. */
export class TemplateService {
  constructor(private readonly db: Db) {}

  async list(query: unknown): Promise<z.input<typeof TemplateListResultSchema>> {
    const page = await new TemplateRepository(this.db).list(query);
    return { totalRecords: page.totalRecords, records: page.records.map(toSummary) };
  }

  async get(id: number): Promise<TemplateOut> {
    const row = await findTemplateOrFail(this.db, id);
    const parts = await new TemplateRepository(this.db).parts(id);
    const { partCount: _count, ...summary } = toSummary(row);
    return { ...summary, parts: parts.map(toPartRecord) };
  }

  async create(request: SaveRequest, context: RecordContext): Promise<RecordOut> {
    const values = valuesFrom(request);
    const id = await this.guardName(values.name, () =>
      runInTransaction(this.db, async (tx) => {
        const repository = new TemplateRepository(tx);
        if (await repository.findByName(values.name)) throw templateNameTaken(values.name);
        const parts = await checkedParts(tx, request);
        const id = await repository.insert(values, context.caller.userId, context.now);
        await repository.replaceParts(id, parts);
        await writeRecordAudit(
          tx,
          context,
          "contractTemplate",
          id,
          "create",
          diffFields({}, { ...values, parts: partsText(parts) }),
        );
        return id;
      }),
    );
    return this.get(id);
  }

  async update(
    id: number,
    request: z.output<typeof TemplateUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<RecordOut> {
    const values = valuesFrom(request);
    await this.guardName(values.name, () =>
      runInTransaction(this.db, async (tx) => {
        const repository = new TemplateRepository(tx);
        const before = await findTemplateOrFail(tx, id, true);
        if (request.version !== before.version) throw staleVersion("template");
        if (await repository.findByName(values.name, id)) throw templateNameTaken(values.name);
        const parts = await checkedParts(tx, request);
        const beforeParts = await repository.parts(id);
        if (!(await repository.update(id, request.version, values, context.caller.userId, context.now))) {
          throw staleVersion("template");
        }
        await repository.replaceParts(id, parts);
        const changes = diffFields(
          { ...valuesOf(before), parts: partsText(beforeParts) },
          { ...values, parts: partsText(parts) },
        );
        const formTextChanged =
          JSON.stringify(beforeParts.filter((p) => p.kind === "F").map((p) => p.content)) !==
          JSON.stringify(parts.filter((p) => p.kind === "F").map((p) => p.content));
        if (formTextChanged) changes.push({ field: "formParts", from: "[text]", to: "[changed]" });
        await writeRecordAudit(tx, context, "contractTemplate", id, "update", changes);
      }),
    );
    return this.get(id);
  }

  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const template = await findTemplateOrFail(tx, id, true);
      const used = Number(template.contractCount);
      if (used > 0) {
        const message = `The template "${template.name}" is used by ${used} ${used === 1 ? "contract" : "contracts"}; choose another template for ${used === 1 ? "it" : "them"} first.`;
        throw new AppError(ErrorCodes.DependencyError, message, [{ field: "contractCount", message }]);
      }
      const parts = await new TemplateRepository(tx).parts(id);
      await new TemplateRepository(tx).delete(id);
      await writeRecordAudit(
        tx,
        context,
        "contractTemplate",
        id,
        "delete",
        diffFields({ ...valuesOf(template), parts: partsText(parts) }, {}),
      );
    });
    return { done: true };
  }

  /**
   * The template drawn as a contract would be: filled for `contractId`, or with every placeholder
   * shown as its label in brackets.
   */
  async preview(id: number, contractId: number | undefined, now: Date): Promise<RenderedContractDocument> {
    const template = await this.get(id);
    if (contractId === undefined) {
      return renderContractDocument(template.parts, null, { title: template.name, subtitle: null });
    }
    const source = await loadContractRenderSource(this.db, contractId, now);
    return renderContractDocument(template.parts, contractPlaceholderValues(source), {
      title: source.contract.title,
      subtitle: source.contract.subtitle ?? null,
    });
  }

  private async guardName<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw templateNameTaken(name);
      throw error;
    }
  }
}
