import { zodResolver } from "@hookform/resolvers/zod";
import { AssetUpdateRequestSchema, type AssetRecord } from "@rightsdesk/domain";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { RecordProfileForm } from "../../../../ui/records/profile-form-frame";
import { useUpdateAsset } from "../../api/change-asset";
import { assetProfileFormValues } from "../../lib/asset-profile-form";
import { AssetProfileFields, assetProfileFieldNames } from "../asset-profile-fields";

/**
 * The asset profile in edit mode, saved with the version it was loaded at so a stale save is
 * refused with the server's message and "Reload"; a field the server refuses shows its message.
 */
export function AssetProfileForm({
  asset,
  onDone,
  onReload,
}: {
  asset: AssetRecord;
  onDone: () => void;
  onReload: () => Promise<AssetRecord | undefined>;
}) {
  const update = useUpdateAsset(asset.id);
  return (
    <RecordProfileForm
      record={asset}
      editName="asset-profile"
      label="Edit profile"
      resolver={zodResolver(AssetUpdateRequestSchema)}
      valuesOf={assetProfileFormValues}
      save={update.mutateAsync}
      saving={update.isPending}
      serverErrors={(error) => serverFieldErrors(error, assetProfileFieldNames)}
      onDone={onDone}
      reload={onReload}
    >
      <AssetProfileFields
        mpu={{
          computedEnd: asset.mpuComputedEndDate,
          needsReview: asset.mpuNeedsReview,
          confirmed: asset.mpuConfirmed,
        }}
      />
    </RecordProfileForm>
  );
}
