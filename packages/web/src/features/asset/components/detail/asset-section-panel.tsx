import type { AssetSectionDefinition } from "@rightsdesk/domain";
import { RecordSectionPanel } from "../../../../ui/records/section-panel";
import { useAssetSectionCalls } from "../../api/asset-section-calls";
import { useAssetPage } from "./asset-page";

/** One section of the asset on the page (the shared section panel with the asset's calls). */
export function AssetSectionPanel({ section }: { section: AssetSectionDefinition }) {
  const { asset, canEdit } = useAssetPage();
  const calls = useAssetSectionCalls(asset.id, section.key);
  return (
    <RecordSectionPanel
      owner={{ kind: "asset", id: asset.id, label: "asset" }}
      section={section}
      calls={calls}
      canEdit={canEdit}
      layout={section.layout ?? "table"}
    />
  );
}
