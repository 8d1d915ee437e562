import type { IsoDate } from "../dates/iso-date.js";
import { normaliseAdId } from "../asset/ad-id.js";
import {
  airingFieldLabels,
  columnIndexes,
  detectMapping,
  HEADER_SEARCH_ROWS,
  isHeaderRow,
  type AiringColumnMapping,
  type AiringField,
} from "./airing-columns.js";
import {
  readAirDate,
  readAirDateTime,
  readAirTime,
  readAiringStatus,
  readLengthSeconds,
} from "./airing-values.js";

/** What one row of a post log says about one airing, read through the column mapping. */
export interface AiringFacts {
  /** Upper case and trimmed; not checked here (a malformed code is an issue, not a lost row). */
  readonly adId: string;
  readonly airDate: IsoDate;
  /** "HH:MM:SS", or null when the file gives only the day. */
  readonly airTime: string | null;
  readonly lengthSeconds: number | null;
  /** The station, network or site: its column, else the section heading above ("Property : WXYZ"). */
  readonly outlet: string | null;
  readonly market: string | null;
  readonly program: string | null;
  /** False for missed, pre-empted, cancelled and credited spots: kept, never counted. */
  readonly aired: boolean;
  /** The status as the file wrote it. */
  readonly statusText: string | null;
}

export interface LineProblem {
  readonly field: AiringField;
  readonly message: string;
}

/**
 * How a row of the file reads: the report's own furniture (title lines above the header, the
 * header, repeated headers, section headings, blank, subtotal and "Total:" rows) is skipped, an
 * airing is read, and a row that names an airing but cannot be read says which cell and why.
 */
export type AiringLine =
  | { readonly kind: "beforeHeader" }
  | { readonly kind: "header" }
  | { readonly kind: "blank" }
  | { readonly kind: "total" }
  | { readonly kind: "section"; readonly heading: string }
  | { readonly kind: "airing"; readonly airing: AiringFacts }
  | { readonly kind: "unreadable"; readonly problems: readonly LineProblem[] };

export type AiringLineKind = AiringLine["kind"];

const TOTAL_PATTERN = /^(grand\s+)?(sub\s*-?\s*)?totals?\b/i;
const SECTION_PATTERN = /^(property|station|outlet|network|market|dma)\s*:\s*(.+)$/i;

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

export interface AiringLineReader {
  /** Reads the next row of a sheet; a new sheet name starts a new header search. */
  read(sheet: string, cells: readonly string[]): AiringLine;
  /** The header row found in the current sheet and the mapping in use, once found. */
  header(): { readonly cells: readonly string[]; readonly mapping: AiringColumnMapping } | null;
  /** Sheets searched to their first rows without finding a header. */
  sheetsWithoutHeader(): readonly string[];
}

/**
 * Reads a file's rows in order. With a saved mapping the header is the first row holding every
 * mapped column; without one it is the first row naming an Ad-ID and a date column among the
 * known aliases, and its mapping is detected from them.
 */
export function createAiringLineReader(savedMapping: AiringColumnMapping | null): AiringLineReader {
  let sheet: string | null = null;
  let rowsSearched = 0;
  let header: { cells: readonly string[]; mapping: AiringColumnMapping } | null = null;
  let indexes: Partial<Record<AiringField, number>> = {};
  let headerKeyLine = "";
  let section: { outlet: string | null; market: string | null } = { outlet: null, market: null };
  const missing: string[] = [];

  function startSheet(name: string): void {
    if (sheet !== null && header === null && !missing.includes(sheet)) missing.push(sheet);
    sheet = name;
    rowsSearched = 0;
    header = null;
    indexes = {};
    section = { outlet: null, market: null };
  }

  function searchHeader(cells: readonly string[]): AiringLine {
    rowsSearched += 1;
    if (!isHeaderRow(cells, savedMapping)) {
      if (rowsSearched === HEADER_SEARCH_ROWS && sheet !== null && !missing.includes(sheet))
        missing.push(sheet);
      return { kind: "beforeHeader" };
    }
    const mapping = savedMapping ?? detectMapping(cells);
    header = { cells, mapping };
    indexes = columnIndexes(cells, mapping) ?? {};
    headerKeyLine = cells.map((cell) => cell.trim().toLowerCase()).join("\u0000");
    return { kind: "header" };
  }

  function cell(cells: readonly string[], field: AiringField): string {
    const index = indexes[field];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  }

  function readRow(cells: readonly string[]): AiringLine {
    if (isBlank(cells)) return { kind: "blank" };
    if (cells.map((value) => value.trim().toLowerCase()).join("\u0000") === headerKeyLine)
      return { kind: "header" };
    const filled = cells.map((value) => value.trim()).filter((value) => value !== "");
    if (filled.some((value) => TOTAL_PATTERN.test(value))) return { kind: "total" };
    const adIdText = cell(cells, "adId");
    const dateText = cell(cells, "airDate") || cell(cells, "airDateTime");
    // A heading sits in the first cell, which may be the Ad-ID's or the date's column: a row of
    // one "Property : WXYZ" cell is a heading wherever the columns are.
    const heading = filled[0] ?? "";
    const match = filled.length === 1 ? SECTION_PATTERN.exec(heading) : null;
    if (match) {
      const kind = (match[1] ?? "").toLowerCase();
      const value = (match[2] ?? "").trim();
      section =
        kind === "market" || kind === "dma" ? { ...section, market: value } : { ...section, outlet: value };
      return { kind: "section", heading };
    }
    if (adIdText === "" && dateText === "") return { kind: "section", heading };
    return readAiring(cells, adIdText);
  }

  function readAiring(cells: readonly string[], adIdText: string): AiringLine {
    const problems: LineProblem[] = [];
    const problem = (field: AiringField, message: string) => problems.push({ field, message });
    if (adIdText === "") problem("adId", "The Ad-ID is empty.");
    let airDate: IsoDate | null;
    let airTime: string | null;
    if (indexes.airDate !== undefined) {
      const text = cell(cells, "airDate");
      const both = readAirDateTime(text);
      airDate = both?.date ?? readAirDate(text);
      airTime = both?.time ?? null;
      if (airDate === null) problem("airDate", `The air date "${text}" is not a date.`);
    } else {
      const text = cell(cells, "airDateTime");
      const both = readAirDateTime(text);
      airDate = both?.date ?? null;
      airTime = both?.time ?? null;
      if (both === null) problem("airDateTime", `The air date and time "${text}" is not a date and time.`);
    }
    const timeText = cell(cells, "airTime");
    if (timeText !== "") {
      airTime = readAirTime(timeText);
      if (airTime === null) problem("airTime", `The air time "${timeText}" is not a time of day.`);
    }
    const lengthText = cell(cells, "length");
    const lengthSeconds = lengthText === "" ? null : readLengthSeconds(lengthText);
    if (lengthText !== "" && lengthSeconds === null)
      problem("length", `The length "${lengthText}" is not a length in seconds (30, :30 or 0:00:30).`);
    const statusText = cell(cells, "status");
    const status = readAiringStatus(statusText);
    if (status === "unknown")
      problem("status", `The spot status "${statusText}" is not one we read as aired or not aired.`);
    if (problems.length > 0 || airDate === null) return { kind: "unreadable", problems };
    const text = (field: AiringField) => {
      const value = cell(cells, field);
      return value === "" ? null : value;
    };
    return {
      kind: "airing",
      airing: {
        adId: normaliseAdId(adIdText),
        airDate,
        airTime,
        lengthSeconds,
        outlet: text("outlet") ?? section.outlet,
        market: text("market") ?? section.market,
        program: text("program"),
        aired: status === "aired",
        statusText: statusText === "" ? null : statusText,
      },
    };
  }

  return {
    read(sheetName, cells) {
      if (sheetName !== sheet) startSheet(sheetName);
      if (header === null)
        return rowsSearched >= HEADER_SEARCH_ROWS ? { kind: "beforeHeader" } : searchHeader(cells);
      return readRow(cells);
    },
    header: () => header,
    sheetsWithoutHeader() {
      const pending = sheet !== null && header === null && !missing.includes(sheet) ? [sheet] : [];
      return [...missing, ...pending];
    },
  };
}

/** "Ad-ID: The Ad-ID is empty." — a row's problems as one line naming each cell. */
export function describeLineProblems(problems: readonly LineProblem[]): string {
  return problems.map((problem) => `${airingFieldLabels[problem.field]}: ${problem.message}`).join(" ");
}
