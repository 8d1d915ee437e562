import type { SearchHit } from "@rightsdesk/domain";
import { recordPageHref } from "../../../routing/paths";

/** The page a search hit opens. */
export function searchHitHref(hit: Pick<SearchHit, "type" | "id">): string {
  return recordPageHref(hit.type, hit.id);
}
