import type { SearchHit } from "@rightsdesk/domain";
import { recordPageHref } from "../../../routing/paths";

/** The page a search hit opens; completion reports have no page yet. */
export function searchHitHref(hit: Pick<SearchHit, "type" | "id">): string | null {
  return hit.type === "completion-report" ? null : recordPageHref(hit.type, hit.id);
}
