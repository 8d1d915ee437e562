import { zodResolver } from "@hookform/resolvers/zod";
import { AssetUpdateRequestSchema, type AssetRecord, type AssetUpdateRequest } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { ProfileFormFrame } from "../../../../ui/records/profile-form-frame";
import { useRecordLock } from "../../../../ui/records/record-lock";
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
  const lock = useRecordLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<AssetUpdateRequest>({
    resolver: zodResolver(AssetUpdateRequestSchema),
    defaultValues: assetProfileFormValues(asset),
  });
  const {
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges("asset-profile", isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync(body);
      markSaved();
      toast.success("Profile saved.");
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, assetProfileFieldNames);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      const explained = explainSaveProblem(error, fieldErrors.length, "The profile could not be saved.");
      if (explained?.kind === "locked") lock.check();
      setProblem(explained);
    }
  });

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) reset(assetProfileFormValues(latest));
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  const saving = isSubmitting || update.isPending;
  return (
    <FormProvider {...form}>
      <ProfileFormFrame
        label="Edit profile"
        onSubmit={onSubmit}
        problem={problem}
        onReload={() => void reload()}
        reloading={reloading}
        isDirty={isDirty}
        saving={saving}
        onCancel={() => {
          reset(assetProfileFormValues(asset));
          markSaved();
          onDone();
        }}
      >
        <AssetProfileFields
          mpu={{
            computedEnd: asset.mpuComputedEndDate,
            needsReview: asset.mpuNeedsReview,
            confirmed: asset.mpuConfirmed,
          }}
        />
      </ProfileFormFrame>
    </FormProvider>
  );
}
