import { z } from "zod";
import type { ModuleName } from "../access/modules.js";

/**
 * Global search (spec 000 section 2): five types, each with its colour and the label of the search
 * box. Completion reports are listed but not searchable until that module exists (`available`).
 */
export const searchTypes = ["asset", "person", "company", "contract", "completion-report"] as const;
export const SearchTypeSchema = z.enum(searchTypes, { error: "Choose what to search." });
export type SearchType = z.infer<typeof SearchTypeSchema>;

export interface SearchTypeDefinition {
  readonly type: SearchType;
  readonly name: string;
  /** The search box's label for this type. */
  readonly boxLabel: string;
  /** A Tailwind colour family; the web app maps it to its classes. */
  readonly colour: "sky" | "violet" | "emerald" | "amber" | "rose";
  readonly module: ModuleName;
  readonly available: boolean;
}

export const searchTypeDefinitions = [
  { type: "asset", name: "Asset", boxLabel: "Asset title", colour: "sky", module: "Asset", available: true },
  {
    type: "person",
    name: "Person",
    boxLabel: "Person name",
    colour: "violet",
    module: "People",
    available: true,
  },
  {
    type: "company",
    name: "Company",
    boxLabel: "Company name",
    colour: "emerald",
    module: "Company",
    available: true,
  },
  {
    type: "contract",
    name: "Contract",
    boxLabel: "Contract name",
    colour: "amber",
    module: "Contracts",
    available: true,
  },
  {
    type: "completion-report",
    name: "Completion report",
    boxLabel: "Completion report name",
    colour: "rose",
    module: "Completion Report",
    available: false,
  },
] as const satisfies readonly SearchTypeDefinition[];

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEFAULT_LIMIT = 8;
export const SEARCH_MAX_LIMIT = 50;

/**
 * A search: "contains" on the type's name fields (asset title and Ad-ID; person full name;
 * company legal, business and DBA names; contract title and number), case-insensitive, answered
 * from trigram indexes. Best matches first: exact, then starts-with, then contains, then by name.
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
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
