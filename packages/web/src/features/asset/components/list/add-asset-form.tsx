import { zodResolver } from "@hookform/resolvers/zod";
import { AssetCreateRequestSchema, type AssetCreateRequest } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { Alert } from "../../../../ui/alert";
import { Button, buttonClassName } from "../../../../ui/button";
import { Card } from "../../../../ui/card";
import { useCreateAsset } from "../../api/change-asset";
import { emptyAssetProfile } from "../../lib/asset-profile-form";
import { AssetProfileFields, assetProfileFieldNames } from "../asset-profile-fields";

/**
 * A new base asset: title, Ad-ID, type, file type, MPU end and notes. A field the server refuses
 * (an Ad-ID already on another asset) shows the server's message under it. Then the asset's page.
 */
export function AddAssetForm() {
  const create = useCreateAsset();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AssetCreateRequest>({
    resolver: zodResolver(AssetCreateRequestSchema),
    defaultValues: { ...emptyAssetProfile, assetType: undefined },
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges("add-asset", isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const asset = await create.mutateAsync(body);
      markSaved();
      toast.success(`${asset.title} was added.`);
      void navigate(paths.app.asset.getHref(asset.id), { replace: true });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, assetProfileFieldNames);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      else setFailure(describeError(error, "The asset could not be added."));
    }
  });

  return (
    <FormProvider {...form}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label="Add asset">
          {failure && (
            <div className="px-5 pt-5 sm:px-6">
              <Alert title="Not saved">{failure}</Alert>
            </div>
          )}
          <AssetProfileFields />
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
            <Link to={paths.app.assets.all.getHref()} className={buttonClassName("secondary")}>
              Cancel
            </Link>
            <Button type="submit" busy={isSubmitting || create.isPending} busyLabel="Adding…">
              Add asset
            </Button>
          </div>
        </form>
      </Card>
    </FormProvider>
  );
}
