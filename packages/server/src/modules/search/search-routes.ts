import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import { SearchService } from "./search-service.js";

/** Global search: any signed-in caller; each type needs read on its own module. */
export function searchHandlers(db: Db): Pick<Handlers, "globalSearch"> {
  const search = new SearchService(db);
  return {
    globalSearch: ({ body }, context) => search.search(body, requireCaller(context).permission),
  };
}
