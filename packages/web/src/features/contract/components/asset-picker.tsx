import type { AssetSummary } from "@rightsdesk/domain";
import { ReferencePicker, type ReferencePickerProps } from "../../../ui/records/reference-picker";
import { assetLookupQueryOptions } from "../api/contract-queries";

/** Picks an asset by typing part of its Ad-ID or title (`POST /Asset/GetBy`). */
export function AssetPicker(props: ReferencePickerProps) {
  return (
    <ReferencePicker<AssetSummary>
      {...props}
      noun="asset"
      plural="assets"
      lookup={assetLookupQueryOptions}
      toOption={(asset) => ({ id: asset.id, name: `${asset.adId} · ${asset.title}`, detail: asset.status })}
    />
  );
}
