import type { FastifyRequest } from "fastify";
import {
  AppError,
  createAiringLineReader,
  toIsoDate,
  type AiringColumnMapping,
  type AiringImportQuerySchema,
  type AiringImportResultSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import { dayOf } from "../../records/day-of.js";
import type { RecordContext } from "../../records/record-context.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import { AiringImportRun, type AiringImportTally } from "./airing-import-run.js";
import { chooseMapping } from "./airing-mapping-choice.js";
import { AiringSourceRepository, type AiringSourceRow } from "./airing-source-repository.js";
import { openAiringFile, type AiringFile } from "./airing-upload-file.js";
import { AiringUploadRepository } from "./airing-upload-repository.js";
import { toAiringUploadSummary } from "./airing-records.js";

type ImportQuery = z.output<typeof AiringImportQuerySchema>;
type ImportResult = z.input<typeof AiringImportResultSchema>;

export const NO_HEADER_MESSAGE =
  "No header row in the first 60 rows: the file needs an Ad-ID column and an air date column (for example Ad-ID, ISCI, Air Date).";
export const NO_AIRINGS_MESSAGE = "The file has no airing rows under its header.";

/** A dry run's work, carried out of the savepoint it rolls back. */
class DryRunDone extends Error {
  constructor(readonly result: ImportResult) {
    super("Dry run: nothing kept.");
  }
}

function blankAsNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === "" ? null : value.trim();
}

/**
 * Imports an airing report: streams the file's rows, matches each airing to its spot, keeps every
 * row with what became of it and each issue found, all inside the request's one transaction — a
 * failure anywhere leaves nothing. A dry run does the same work in a savepoint it rolls back.
 */
export class AiringImportService {
  constructor(
    private readonly db: Db,
    private readonly maxBytes?: number,
  ) {}

  async import(request: FastifyRequest, query: ImportQuery, context: RecordContext): Promise<ImportResult> {
    const file = await openAiringFile(request, this.maxBytes);
    try {
      if (!query.dryRun) return await this.run(this.db, file, query, context);
      try {
        await this.db.transaction(async (tx) => {
          throw new DryRunDone(await this.run(tx as unknown as Db, file, query, context));
        });
      } catch (error) {
        if (error instanceof DryRunDone) return error.result;
        throw error;
      }
      throw new Error("A dry run ended without its result.");
    } finally {
      file.release();
    }
  }

  private async run(
    db: Db,
    file: AiringFile,
    query: ImportQuery,
    context: RecordContext,
  ): Promise<ImportResult> {
    const sources = new AiringSourceRepository(db);
    const uploads = new AiringUploadRepository(db);
    const settings = {
      mediaType: query.mediaType,
      mediaSubType: blankAsNull(query.mediaSubType),
      territory: blankAsNull(query.territory),
    };
    const existing = await sources.findByName(query.source);
    const saved = savedMappingOf(existing);
    const choice =
      query.mapping === undefined
        ? await chooseMapping(file.rows, saved)
        : { mapping: query.mapping, rows: file.rows };
    const source =
      existing ??
      (await sources.create(query.source, { ...settings, mapping: {} }, context.caller.userId, context.now));
    const first = await choice.rows.next();
    const { format, encoding } = file.describe();
    const uploadId = await uploads.insert({
      sourceId: source.id,
      fileName: file.fileName,
      format,
      encoding,
      ...settings,
      mapping: {},
      uploadedBy: context.caller.userId,
      uploadedByName: context.caller.userName,
      uploadedOn: context.now,
    });
    const run = new AiringImportRun(db, {
      uploadId,
      sourceId: source.id,
      media: { type: settings.mediaType, subtype: settings.mediaSubType },
      territory: settings.territory,
      today: toIsoDate(dayOf(context.now)),
      now: context.now,
    });
    const reader = createAiringLineReader(choice.mapping);
    let mapping: AiringColumnMapping = choice.mapping ?? {};
    const add = async (row: { sheet: string; rowNumber: number; cells: readonly string[] }) => {
      const line = reader.read(row.sheet, row.cells);
      if (line.kind === "header") mapping = reader.header()?.mapping ?? mapping;
      await run.add(row, line);
    };
    if (!first.done) await add(first.value);
    for await (const row of choice.rows) await add(row);
    const tally = await run.finish();
    if (!tally.sawHeader) throw invalidField("file", NO_HEADER_MESSAGE);
    if (tally.airingRows === 0) throw invalidField("file", NO_AIRINGS_MESSAGE);
    const storedMapping = mapping as Record<string, string | null>;
    await uploads.finish(uploadId, {
      ...tally.rows,
      mapping: storedMapping,
      firstAirDate: tally.firstAirDate,
      lastAirDate: tally.lastAirDate,
    });
    if (query.saveMapping)
      await sources.update(source.id, { ...settings, mapping }, context.caller.userId, context.now);
    await writeRecordAudit(db, context, "airing_upload", uploadId, "import", [
      { field: "fileName", from: null, to: file.fileName },
      { field: "source", from: null, to: source.name },
      { field: "rows", from: null, to: tally.rows },
    ]);
    const summary = await uploads.find(uploadId);
    if (summary === undefined) throw AppError.notFound("The upload just imported was not found.");
    return resultOf(
      file.fileName,
      format,
      storedMapping,
      tally,
      toAiringUploadSummary(summary),
      query.dryRun,
    );
  }
}

function savedMappingOf(source: AiringSourceRow | undefined): AiringColumnMapping | null {
  if (source === undefined) return null;
  const mapping = source.mapping as AiringColumnMapping;
  return Object.values(mapping).some((header) => (header ?? "").trim() !== "") ? mapping : null;
}

function resultOf(
  fileName: string,
  format: "csv" | "xlsx" | "xls",
  mapping: Record<string, string | null>,
  tally: AiringImportTally,
  upload: ReturnType<typeof toAiringUploadSummary>,
  dryRun: boolean,
): ImportResult {
  return {
    dryRun,
    upload: dryRun ? null : upload,
    fileName,
    format,
    mapping,
    rows: tally.rows,
    issuesByKind: tally.issuesByKind,
    firstIssues: tally.firstIssues,
  };
}
