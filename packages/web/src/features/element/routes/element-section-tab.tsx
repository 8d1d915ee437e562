import { elementSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { elementKind } from "../api/element-kind";
import { elementSectionTabLoader } from "../lib/element-tab";
import { readElementRoute } from "../lib/read-element-route";

export function loader(queryClient: QueryClient) {
  return elementSectionTabLoader(queryClient);
}

/**
 * A tab made of sections (music, rights holders, restrictions...): each section the
 * domain puts on the route, one under the other.
 */
export function Component() {
  const route = readElementRoute(useLocation().pathname);
  if (route === null) return null;
  return (
    <div className="space-y-6">
      {elementSectionsOn(route).map((section) => (
        <RecordKindSectionPanel key={section.key} kind={elementKind} section={section} />
      ))}
    </div>
  );
}
