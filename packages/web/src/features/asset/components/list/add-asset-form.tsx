import { zodResolver } from "@hookform/resolvers/zod";
import { AssetCreateRequestSchema, type AssetCreateRequest } from "@rightsdesk/domain";
import { FormProvider, useForm } from "react-hook-form";
import { paths } from "../../../../routing/paths";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { AddRecordForm, useAddRecordSubmit } from "../../../../ui/records/add-record-form";
import { useCreateAsset } from "../../api/change-asset";
import { emptyAssetProfile } from "../../lib/asset-profile-form";
import { AssetProfileFields, assetProfileFieldNames } from "../asset-profile-fields";

/**
 * A new base asset: title, Ad-ID, type, file type, MPU end and notes. A field the server refuses
 * (an Ad-ID already on another asset) shows the server's message under it. Then the asset's page.
 */
export function AddAssetForm() {
  const create = useCreateAsset();
  const form = useForm<AssetCreateRequest>({
    resolver: zodResolver(AssetCreateRequestSchema),
    defaultValues: { ...emptyAssetProfile, assetType: undefined },
  });
  const { onSubmit, failure, submitting } = useAddRecordSubmit({
    form,
    editName: "add-asset",
    create: create.mutateAsync,
    serverErrors: (error) => serverFieldErrors(error, assetProfileFieldNames),
    failureText: "The asset could not be added.",
    added: (asset) => ({ text: `${asset.title} was added.`, href: paths.app.asset.getHref(asset.id) }),
  });
  return (
    <FormProvider {...form}>
      <AddRecordForm
        label="Add asset"
        onSubmit={onSubmit}
        failure={failure}
        failureTitle="Not saved"
        focusFailure={false}
        cancelHref={paths.app.assets.all.getHref()}
        busy={submitting || create.isPending}
      >
        <AssetProfileFields />
      </AddRecordForm>
    </FormProvider>
  );
}
