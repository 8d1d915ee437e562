import {
  AppError,
  canAccessModule,
  searchTypeDefinitions,
  type SearchHit,
  type SearchRequestSchema,
  type SearchResult,
  type UserPermission,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { SearchRepository } from "./search-repository.js";

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
    if (!definition || request.type === "completion-report" || !definition.available) {
      const message = "Completion reports cannot be searched yet.";
      throw AppError.invalidData(message, [{ field: "type", message }]);
    }
    if (!canAccessModule(permission, definition.module, "read")) {
      throw AppError.unauthorized(
        `You need read access to the ${definition.module} module to search ${definition.name.toLowerCase()} records.`,
      );
    }
    const text = request.text;
    const rows = await new SearchRepository(this.db).findMatches(request.type, text, request.limit + 1);
    const hits: SearchHit[] = rows.slice(0, request.limit).map((row) => ({
      type: request.type,
      id: Number(row.id),
      label: row.label,
      detail: row.detail,
      archived: Boolean(row.archived),
    }));
    return { type: request.type, text, hits, more: rows.length > request.limit };
  }
}
