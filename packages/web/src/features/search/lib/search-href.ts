import type { SearchHit } from "@rightsdesk/domain";
import { paths } from "../../../app/paths";

/** The page a search hit opens; completion reports have no page yet. */
export function searchHitHref(hit: Pick<SearchHit, "type" | "id">): string | null {
  switch (hit.type) {
    case "asset":
      return paths.app.asset.getHref(hit.id);
    case "person":
      return paths.app.person.getHref(hit.id);
    case "company":
      return paths.app.company.getHref(hit.id);
    case "contract":
      return paths.app.contract.getHref(hit.id);
    case "completion-report":
      return null;
  }
}
