import { z } from "zod";

/**
 * The facts an airing report carries that we read. Post logs name them in many ways (see the
 * shared airing-reports reference, section 2); each field lists the header names seen for it,
 * compared without case, spaces or punctuation. Order matters where one file has two
 * candidates (Gray's "Media Outlet Name" beside "Channel"): the earlier alias wins.
 */
export const airingFields = [
  "adId",
  "airDate",
  "airTime",
  "airDateTime",
  "length",
  "outlet",
  "market",
  "program",
  "status",
] as const;
export type AiringField = (typeof airingFields)[number];

export const airingFieldLabels: Readonly<Record<AiringField, string>> = {
  adId: "Ad-ID",
  airDate: "Air date",
  airTime: "Air time",
  airDateTime: "Air date and time",
  length: "Length",
  outlet: "Station or outlet",
  market: "Market",
  program: "Program",
  status: "Spot status",
};

const aliases: Readonly<Record<AiringField, readonly string[]>> = {
  adId: [
    "ad-id",
    "aired ad-id",
    "ad id",
    "adid",
    "isci",
    "isci/ad-id",
    "ad-id/isci",
    "isci code",
    "ad-id code",
    "copy code",
    "commercial id",
    "commercial code",
    "universal ad id",
    "spot code",
  ],
  airDate: [
    "air date",
    "aired date",
    "broadcast date",
    "date aired",
    "run date",
    "spot date",
    "date",
    "airdate",
  ],
  airTime: ["air time", "aired time", "hit time", "time aired", "actual time", "start time", "time"],
  airDateTime: ["calendardatetime", "air date time", "aired date time", "date time", "aired at", "timestamp"],
  length: ["length", "aired length", "spot length", "len", "duration", "dur"],
  outlet: [
    "station",
    "media outlet name",
    "media outlet",
    "outlet",
    "property",
    "referencesourcename",
    "call letters",
    "call sign",
    "network",
    "channel",
    "publisher",
    "site",
  ],
  market: ["market", "dma", "market name"],
  program: ["program", "program name", "program (placed)", "show"],
  status: ["spot status", "spot state", "unit status", "status", "ran"],
};

/**
 * Header names that look like an alias but are not one: THE365's "Adv ID" holds the advertiser's
 * name, and Paramount's "Spot #" is a line number.
 */
const notAliases = new Set(["advid", "spot", "spotno"]);

/** A header as compared: lower case, letters and digits only ("Aired Ad-ID" → "airedadid"). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const fieldByKey: ReadonlyMap<string, { field: AiringField; rank: number }> = new Map(
  airingFields.flatMap((field) =>
    aliases[field].map((alias, rank) => [headerKey(alias), { field, rank }] as const),
  ),
);

/** The field a header names, if it is a known alias. */
export function fieldOfHeader(header: string): AiringField | null {
  const key = headerKey(header);
  if (key === "" || notAliases.has(key)) return null;
  return fieldByKey.get(key)?.field ?? null;
}

/** Which column holds each field, by its header text as the file writes it. */
export const AiringColumnMappingSchema = z
  .object(
    Object.fromEntries(
      airingFields.map((field) => [
        field,
        z
          .string({ error: `The ${airingFieldLabels[field]} column is a header name.` })
          .trim()
          .max(200, `The ${airingFieldLabels[field]} column name is longer than 200 characters.`)
          .nullable()
          .optional(),
      ]),
    ) as Record<AiringField, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .superRefine((mapping, ctx) => {
    const problems = mappingProblems(mapping);
    for (const problem of problems)
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type AiringColumnMapping = Partial<Record<AiringField, string | null>>;

export interface MappingProblem {
  readonly field: AiringField;
  readonly message: string;
}

/**
 * What a mapping lacks to read airings: the Ad-ID and the air date (a date column, or one column
 * with date and time). The rest is optional: without a length no length is checked, without a
 * status every row counts as aired.
 */
export function mappingProblems(mapping: AiringColumnMapping): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const named = (field: AiringField) => (mapping[field] ?? "").trim() !== "";
  if (!named("adId"))
    problems.push({ field: "adId", message: "Choose the column that holds the Ad-ID (or ISCI) code." });
  if (!named("airDate") && !named("airDateTime"))
    problems.push({ field: "airDate", message: "Choose the column that holds the air date." });
  const headers = airingFields.filter(named).map((field) => headerKey(mapping[field] ?? ""));
  const repeated = airingFields.find(
    (field) => named(field) && headers.filter((key) => key === headerKey(mapping[field] ?? "")).length > 1,
  );
  if (repeated !== undefined)
    problems.push({
      field: repeated,
      message: `The column "${mapping[repeated]}" is chosen for two fields; each column holds one.`,
    });
  return problems;
}

/** The mapping a header row suggests: each field's best-ranked alias among the cells. */
export function detectMapping(headerCells: readonly string[]): AiringColumnMapping {
  const best = new Map<AiringField, { header: string; rank: number }>();
  for (const cell of headerCells) {
    const key = headerKey(cell);
    if (key === "" || notAliases.has(key)) continue;
    const hit = fieldByKey.get(key);
    if (hit === undefined) continue;
    const current = best.get(hit.field);
    if (current === undefined || hit.rank < current.rank)
      best.set(hit.field, { header: cell.trim(), rank: hit.rank });
  }
  const mapping: AiringColumnMapping = Object.fromEntries(
    [...best].map(([field, { header }]) => [field, header]),
  );
  // One date-time column read as "Date" with a separate time column is the split form.
  if (mapping.airDateTime !== undefined && mapping.airDate !== undefined) delete mapping.airDateTime;
  return mapping;
}

/** Where each mapped field sits in a header row; null when a named header is not in the row. */
export function columnIndexes(
  headerCells: readonly string[],
  mapping: AiringColumnMapping,
): Partial<Record<AiringField, number>> | null {
  const indexByKey = new Map<string, number>();
  headerCells.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key !== "" && !indexByKey.has(key)) indexByKey.set(key, index);
  });
  const indexes: Partial<Record<AiringField, number>> = {};
  for (const field of airingFields) {
    const header = mapping[field];
    if (header === undefined || header === null || header.trim() === "") continue;
    const index = indexByKey.get(headerKey(header));
    if (index === undefined) return null;
    indexes[field] = index;
  }
  return indexes;
}

/** How many rows from the top a header may sit: report titles, run dates and blank lines come first. */
export const HEADER_SEARCH_ROWS = 60;

/**
 * Whether a row is a header row: with a saved mapping, every mapped header is in it; without
 * one, it names an Ad-ID column and a date column among its known aliases.
 */
export function isHeaderRow(cells: readonly string[], mapping: AiringColumnMapping | null): boolean {
  if (mapping !== null)
    return mappingProblems(mapping).length === 0 && columnIndexes(cells, mapping) !== null;
  const detected = detectMapping(cells);
  return mappingProblems(detected).length === 0;
}
