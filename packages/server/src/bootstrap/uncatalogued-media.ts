import {
  contractSections,
  elementSections,
  isCatalogueMedia,
  mediaTypeNames,
  type SectionField,
} from "@rightsdesk/domain";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { assetUseRights, elementLicences, recordItems } from "../db/schema.js";

/** The rows of one table holding media the catalogue does not name, and those names. */
export interface UncataloguedMedia {
  readonly table: string;
  readonly rows: number;
  /**
   * Sorted: an unknown type as stored ("CINEMA"), an unknown subtype after its type ("TV / MARS"),
   * a section's value after its owner and section ("element Restriction: WEB").
   */
  readonly values: readonly string[];
}

/** At most this many names are listed in one warning. */
const MAX_VALUES = 20;

/** What is wrong with one stored grant; empty when the catalogue writes it so. */
function badNames(type: string | null, subtypes: readonly string[]): string[] {
  if (type === null) return subtypes.length === 0 ? [] : subtypes.map((name) => `(no type) / ${name}`);
  if (isCatalogueMedia(type, subtypes)) return [];
  if (!mediaTypeNames.includes(type)) return [type];
  return subtypes.filter((name) => !isCatalogueMedia(type, [name])).map((name) => `${type} / ${name}`);
}

function tally(
  table: string,
  groups: readonly { bad: readonly string[]; rows: number }[],
): UncataloguedMedia | null {
  const bad = groups.filter((group) => group.bad.length > 0);
  if (bad.length === 0) return null;
  const values = [...new Set(bad.flatMap((group) => group.bad))].sort();
  return { table, rows: bad.reduce((sum, group) => sum + group.rows, 0), values };
}

async function useRightMedia(db: Db): Promise<UncataloguedMedia | null> {
  const groups = await db
    .select({ type: assetUseRights.mediaType, subtypes: assetUseRights.mediaSubTypes, rows: count() })
    .from(assetUseRights)
    .groupBy(assetUseRights.mediaType, assetUseRights.mediaSubTypes);
  return tally(
    "asset_use_rights",
    groups.map((group) => ({ bad: badNames(group.type, group.subtypes), rows: group.rows })),
  );
}

/** A stored grant list as the server writes it: anything else is named whole. */
function grantsOf(media: unknown): { type: string | null; subtypes: string[] }[] | null {
  if (!Array.isArray(media)) return null;
  return media.map((grant: unknown) => {
    const { type, subtypes } = (grant ?? {}) as { type?: unknown; subtypes?: unknown };
    const names = Array.isArray(subtypes) ? subtypes.filter((name) => typeof name === "string") : [];
    return { type: typeof type === "string" ? type : null, subtypes: names };
  });
}

async function licenceMedia(db: Db): Promise<UncataloguedMedia | null> {
  const groups = await db
    .select({ media: elementLicences.media, rows: count() })
    .from(elementLicences)
    .groupBy(elementLicences.media);
  return tally(
    "element_licences",
    groups.map((group) => {
      const grants = grantsOf(group.media);
      const bad = grants
        ? grants.flatMap((grant) =>
            grant.type === null ? ["(no type)"] : badNames(grant.type, grant.subtypes),
          )
        : [JSON.stringify(group.media)];
      return { bad, rows: group.rows };
    }),
  );
}

/** Every record section with a media field: [owner type, section key, field name]. */
function mediaSectionFields(): [string, string, string][] {
  const owners = [
    ["element", elementSections],
    ["contract", contractSections],
  ] as const;
  return owners.flatMap(([ownerType, sections]) =>
    sections.flatMap((section) =>
      (section.fields as readonly SectionField[])
        .filter((field) => (field.kind === "select" || field.kind === "multiselect") && field.canonical)
        .map((field): [string, string, string] => [ownerType, section.key, field.name]),
    ),
  );
}

async function sectionMedia(db: Db): Promise<UncataloguedMedia | null> {
  const groups: { bad: string[]; rows: number }[] = [];
  for (const [ownerType, section, field] of mediaSectionFields()) {
    const value = sql<unknown>`${recordItems.data} -> ${field}`;
    const found = await db
      .select({ value, rows: count() })
      .from(recordItems)
      .where(and(eq(recordItems.ownerType, ownerType), eq(recordItems.section, section)))
      // By position: the same expression twice would be two parameters the database cannot match.
      .groupBy(sql`1`);
    for (const group of found) {
      const names = group.value === null || group.value === undefined ? [] : [group.value].flat();
      const bad = names.flatMap((name) =>
        typeof name === "string" && mediaTypeNames.includes(name)
          ? []
          : [`${ownerType} ${section}: ${String(name)}`],
      );
      groups.push({ bad, rows: group.rows });
    }
  }
  return tally("record_items", groups);
}

/** The tables holding media names the catalogue does not have (none: an empty list). */
export async function findUncataloguedMedia(db: Db): Promise<UncataloguedMedia[]> {
  const found = [await useRightMedia(db), await licenceMedia(db), await sectionMedia(db)];
  return found.filter((entry): entry is UncataloguedMedia => entry !== null);
}

interface WarningLog {
  warn(details: object, message: string): void;
}

/**
 * After the migrations: one warning per table still holding media the catalogue does not name
 * (rows the migration 0010_one_media_catalogue could not map), with how many rows and which
 * names, so someone can correct them. Only media names are logged.
 */
export async function reportUncataloguedMedia(db: Db, log: WarningLog): Promise<void> {
  for (const entry of await findUncataloguedMedia(db)) {
    const listed = entry.values.slice(0, MAX_VALUES);
    const more = entry.values.length - listed.length;
    log.warn(
      { table: entry.table, rows: entry.rows, values: listed },
      `${entry.rows === 1 ? "1 row" : `${entry.rows} rows`} of ${entry.table} ${entry.rows === 1 ? "holds" : "hold"} media names not in the catalogue: ${listed.join(", ")}${more > 0 ? ` and ${more} more` : ""}. Edit them to a catalogue name.`,
    );
  }
}
