import type { FastifyRequest } from "fastify";
import {
  HEADER_SEARCH_ROWS,
  detectMapping,
  isHeaderRow,
  mappingProblems,
  type AiringColumnMapping,
  type AiringInspectQuerySchema,
  type AiringInspectionSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { AiringSourceRepository } from "./airing-source-repository.js";
import { openAiringFile } from "./airing-upload-file.js";
import type { SheetRow } from "./read-sheet/read-sheet.js";

type InspectQuery = z.output<typeof AiringInspectQuerySchema>;
type Inspection = z.input<typeof AiringInspectionSchema>;

/** How far into each sheet an inspection reads: the header search and a preview under it. */
export const INSPECT_ROWS = 80;
const PREVIEW_ROWS = 5;

interface SheetLook {
  name: string;
  rows: SheetRow[];
}

/**
 * What a file holds before anything is kept: each sheet's header row and first rows, and the
 * mapping to confirm — the source's saved one when its headers are in the file, else the one the
 * known aliases suggest. Only each sheet's first rows are read; a CSV stops there, and the rest of
 * the upload is discarded as it arrives.
 */
export class AiringInspectService {
  constructor(
    private readonly db: Db,
    private readonly maxBytes?: number,
  ) {}

  async inspect(request: FastifyRequest, query: InspectQuery): Promise<Inspection> {
    const file = await openAiringFile(request, this.maxBytes);
    const sheets: SheetLook[] = [];
    try {
      for await (const row of file.rows) {
        let sheet = sheets.at(-1);
        if (sheet?.name !== row.sheet) {
          sheet = { name: row.sheet, rows: [] };
          sheets.push(sheet);
        }
        if (sheet.rows.length < INSPECT_ROWS) sheet.rows.push(row);
        else if (file.describe().format === "csv") break;
      }
    } finally {
      file.release();
    }
    const name = query.source?.trim() ?? "";
    const source = name === "" ? undefined : await new AiringSourceRepository(this.db).findByName(name);
    const saved = source === undefined ? null : (source.mapping as AiringColumnMapping);
    const fitsSaved = saved !== null && sheets.some((sheet) => headerIndex(sheet, saved) !== null);
    const mapping = fitsSaved ? saved : null;
    const looks = sheets.map((sheet) => previewOf(sheet, mapping));
    const firstHeader = looks.find((look) => look.headerRow !== null)?.headers;
    const chosen: AiringColumnMapping = mapping ?? (firstHeader ? detectMapping(firstHeader) : {});
    const { format, encoding } =
      sheets.length === 0 ? { format: "csv" as const, encoding: null } : file.describe();
    return {
      fileName: file.fileName,
      format,
      encoding,
      sheets: looks,
      mapping: chosen,
      mappingFrom: fitsSaved ? "saved" : firstHeader ? "detected" : "none",
      problems: mappingProblems(chosen).map((problem) => ({ ...problem })),
      sourceDefaults:
        source === undefined
          ? null
          : { mediaType: source.mediaType, mediaSubType: source.mediaSubType, territory: source.territory },
    };
  }
}

/** Where in the sheet's first rows the header sits, read with the mapping (null: by known aliases). */
function headerIndex(sheet: SheetLook, mapping: AiringColumnMapping | null): number | null {
  const index = sheet.rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => isHeaderRow(row.cells, mapping));
  return index < 0 ? null : index;
}

function previewOf(sheet: SheetLook, mapping: AiringColumnMapping | null): Inspection["sheets"][number] {
  const index = headerIndex(sheet, mapping);
  const header = index === null ? undefined : sheet.rows[index];
  if (index === null || header === undefined)
    return { name: sheet.name, headerRow: null, headers: [], preview: [] };
  const under = sheet.rows
    .slice(index + 1)
    .filter((row) => row.cells.some((cell) => cell.trim() !== ""))
    .slice(0, PREVIEW_ROWS);
  return {
    name: sheet.name,
    headerRow: header.rowNumber,
    headers: [...header.cells],
    preview: under.map((row) => ({ rowNumber: row.rowNumber, cells: [...row.cells] })),
  };
}
