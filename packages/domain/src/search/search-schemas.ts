import { z } from "zod";
import type { ModuleName } from "../access/modules.js";

/**
 * Global search (spec 000 section 2): five types, each with its colour and the label of the search
 * box. `available` lets a type be declared before it can be searched.
 */
export const searchTypes = ["asset", "person", "company", "contract", "completion-report"] as const;
export const SearchTypeSchema = z.enum(searchTypes, { error: "Choose what to search." });
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** One field a type's search matches, by name (the server maps it to its column) and in words. */
export interface SearchedField {
  readonly key: string;
  /** As the box label names it: "Title", "Ad-ID", "contract number". */
  readonly label: string;
}

export interface SearchTypeDefinition {
  readonly type: SearchType;
  readonly name: string;
  /** The type in the plural, as a hint counts it: "2 people match". */
  readonly plural: string;
  /** What the search matches for this type, in order; the box label names them all. */
  readonly fields: readonly SearchedField[];
  /** The search box's label for this type: its fields in words ("Title or Ad-ID"). */
  readonly boxLabel: string;
  /** A Tailwind colour family; the web app maps it to its classes. */
  readonly colour: "sky" | "violet" | "emerald" | "amber" | "rose";
  readonly module: ModuleName;
  readonly available: boolean;
}

/** "Title or Ad-ID", "Legal name, business name or DBA name": the fields a box searches, in words. */
export function searchBoxLabel(fields: readonly SearchedField[]): string {
  const labels = fields.map((field) => field.label);
  const last = labels.pop() ?? "";
  return labels.length === 0 ? last : `${labels.join(", ")} or ${last}`;
}

const searchType = <const T extends Omit<SearchTypeDefinition, "boxLabel">>(definition: T) => ({
  ...definition,
  boxLabel: searchBoxLabel(definition.fields),
});

export const searchTypeDefinitions = [
  searchType({
    type: "asset",
    name: "Asset",
    plural: "assets",
    fields: [
      { key: "title", label: "Title" },
      { key: "adId", label: "Ad-ID" },
    ],
    colour: "sky",
    module: "Asset",
    available: true,
  }),
  searchType({
    type: "person",
    name: "Person",
    plural: "people",
    fields: [{ key: "fullName", label: "Person name" }],
    colour: "violet",
    module: "People",
    available: true,
  }),
  searchType({
    type: "company",
    name: "Company",
    plural: "companies",
    fields: [
      { key: "legalName", label: "Legal name" },
      { key: "businessName", label: "business name" },
      { key: "dbaName", label: "DBA name" },
    ],
    colour: "emerald",
    module: "Company",
    available: true,
  }),
  searchType({
    type: "contract",
    name: "Contract",
    plural: "contracts",
    fields: [
      { key: "title", label: "Title" },
      { key: "contractNumber", label: "contract number" },
    ],
    colour: "amber",
    module: "Contracts",
    available: true,
  }),
  searchType({
    type: "completion-report",
    name: "Completion report",
    plural: "completion reports",
    fields: [
      { key: "name", label: "Completion report name" },
      { key: "assetTitle", label: "spot title" },
      { key: "adId", label: "Ad-ID" },
      { key: "cast", label: "cast member" },
    ],
    colour: "rose",
    module: "Completion Report",
    available: true,
  }),
] as const satisfies readonly SearchTypeDefinition[];

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 50;
/** Below this many matches a search also counts the other types', to point the way. */
export const SEARCH_FEW_HITS = 3;
/** The most matches of another type a search counts. */
export const SEARCH_ELSEWHERE_CAP = 99;

/**
 * A search: "contains" on the type's fields (searchTypeDefinitions: asset title and Ad-ID; person
 * full name; company legal, business and DBA names; contract title and number; completion report
 * name, its spot's title and Ad-ID and its cast members' names), case-insensitive,
 * answered from trigram indexes. Best matches first: exact, then starts-with, then contains, then
 * by name.
 */
export const SearchRequestSchema = z.object({
  type: SearchTypeSchema,
  text: z
    .string()
    .trim()
    .min(SEARCH_MIN_CHARS, `Type at least ${SEARCH_MIN_CHARS} characters.`)
    .max(200, "Search text can be at most 200 characters."),
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

export const SearchHitSchema = z.object({
  type: SearchTypeSchema,
  id: z.number().int().positive(),
  /** The name the box label speaks of. */
  label: z.string(),
  /** A second line: Ad-ID, contract number, company type, person kinds... */
  detail: z.string().nullable(),
  archived: z.boolean(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultSchema = z.object({
  type: SearchTypeSchema,
  text: z.string(),
  hits: z.array(SearchHitSchema),
  /** True when more than `limit` records match. */
  more: z.boolean(),
  /**
   * When this type has few matches (fewer than SEARCH_FEW_HITS): how many records of each other
   * type the caller may read match the same text, those with any; `more` when the count is capped.
   */
  elsewhere: z
    .array(z.object({ type: SearchTypeSchema, count: z.number().int().positive(), more: z.boolean() }))
    .default([]),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
