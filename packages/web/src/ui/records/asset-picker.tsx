import { codeLabel, type AssetSummary } from "@rightsdesk/domain";
import { assetLookupQueryOptions } from "./lookups";
import { ReferencePicker, type ReferencePickerProps } from "./reference-picker";

/**
 * Picks a base asset by typing part of its Ad-ID or title (`POST /Asset/GetBy`); `noun` says what
 * the form calls it ("spot" on a completion report). Edit versions are chosen after, by their base.
 */
export function AssetPicker({ noun = "asset", ...props }: ReferencePickerProps & { noun?: string }) {
  return (
    <ReferencePicker<AssetSummary>
      {...props}
      noun={noun}
      plural={`${noun}s`}
      lookup={assetLookupQueryOptions}
      toOption={(asset) => ({
        id: asset.id,
        name: `${asset.adId} · ${asset.title}`,
        detail: `${codeLabel(asset.type)} · ${codeLabel(asset.status)}`,
      })}
    />
  );
}
