import {
  AppError,
  SEARCH_ELSEWHERE_CAP,
  SEARCH_FEW_HITS,
  canAccessModule,
  searchTypeDefinitions,
  type SearchHit,
  type SearchRequestSchema,
  type SearchResult,
  type UserPermission,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { SearchRepository, type SearchableType } from "./search-repository.js";

type SearchRequest = z.output<typeof SearchRequestSchema>;

/**
 * Global search: "contains" on the type's name columns, case-insensitive, best first — an exact
 * name, then a name starting with the text, then any other, each by label; archived records
 * after the others, flagged. Asks for one row more than the limit to tell whether there are more.
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(request: SearchRequest, permission: UserPermission): Promise<SearchResult> {
    const definition = searchTypeDefinitions.find((candidate) => candidate.type === request.type);
    if (!definition?.available) {
      const message = `${definition?.name ?? "These"} records cannot be searched yet.`;
      throw AppError.invalidData(message, [{ field: "type", message }]);
    }
    if (!canAccessModule(permission, definition.module, "read")) {
      throw AppError.unauthorized(
        `You need read access to the ${definition.module} module to search ${definition.name.toLowerCase()} records.`,
      );
    }
    const text = request.text;
    const repository = new SearchRepository(this.db);
    const rows = await repository.findMatches(request.type, text, request.limit + 1);
    const hits: SearchHit[] = rows.slice(0, request.limit).map((row) => ({
      type: request.type,
      id: Number(row.id),
      label: row.label,
      detail: row.detail,
      archived: Boolean(row.archived),
    }));
    const elsewhere =
      hits.length < SEARCH_FEW_HITS ? await this.elsewhere(repository, request.type, text, permission) : [];
    return { type: request.type, text, hits, more: rows.length > request.limit, elsewhere };
  }

  /** How many records of each other type the caller may read match the text: where to look instead. */
  private async elsewhere(
    repository: SearchRepository,
    type: SearchableType,
    text: string,
    permission: UserPermission,
  ): Promise<SearchResult["elsewhere"]> {
    const result: SearchResult["elsewhere"] = [];
    for (const other of searchTypeDefinitions) {
      if (other.type === type || !other.available) continue;
      if (!canAccessModule(permission, other.module, "read")) continue;
      const count = await repository.countMatches(other.type, text, SEARCH_ELSEWHERE_CAP + 1);
      if (count > 0) {
        result.push({
          type: other.type,
          count: Math.min(count, SEARCH_ELSEWHERE_CAP),
          more: count > SEARCH_ELSEWHERE_CAP,
        });
      }
    }
    return result;
  }
}
