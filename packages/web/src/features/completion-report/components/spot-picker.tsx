import { codeLabel, type AssetSummary } from "@rightsdesk/domain";
import { ReferencePicker, type ReferencePickerProps } from "../../../ui/records/reference-picker";
import { spotLookupQueryOptions } from "../api/spot-lookups";

/** Picks a base spot by typing part of its Ad-ID or title; edit versions are chosen after. */
export function SpotPicker(props: ReferencePickerProps) {
  return (
    <ReferencePicker<AssetSummary>
      {...props}
      noun="spot"
      plural="spots"
      lookup={spotLookupQueryOptions}
      toOption={(asset) => ({
        id: asset.id,
        name: `${asset.adId} · ${asset.title}`,
        detail: codeLabel(asset.type),
      })}
    />
  );
}
