import { assetSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { assetKind } from "../api/asset-kind";
import { CastPanel } from "../components/cast/cast-panel";
import { assetSectionTabLoader } from "../lib/asset-tab";
import { readAssetRoute } from "../lib/read-asset-route";

export function loader(queryClient: QueryClient) {
  return assetSectionTabLoader(queryClient);
}

/**
 * A tab made of sections (cast, crew, locations and notes, advertisers...): each section the
 * domain puts on the route, one under the other; notes read as a feed. The cast has its own panel,
 * whose performer can be created from its dialog.
 */
export function Component() {
  const route = readAssetRoute(useLocation().pathname);
  if (route === null) return null;
  return (
    <div className="space-y-6">
      {assetSectionsOn(route).map((section) =>
        section.key === "Cast" ? (
          <CastPanel key={section.key} section={section} />
        ) : (
          <RecordKindSectionPanel key={section.key} kind={assetKind} section={section} />
        ),
      )}
    </div>
  );
}
