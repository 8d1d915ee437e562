import { zodResolver } from "@hookform/resolvers/zod";
import {
  EditVersionCreateRequestSchema,
  editReasonsFor,
  editTypes,
  type AssetRecord,
  type EditVersionCreateRequest,
} from "@rightsdesk/domain";
import { useId, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../routing/paths";
import { describeError } from "../../../../lib/describe-error";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { Alert } from "../../../../ui/alert";
import { FormDialog } from "../../../../ui/form-dialog";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { useAddEditVersion, useNextEditVersion } from "../../api/edit-versions";
import { AssetProfileFields, assetProfileFieldNames } from "../asset-profile-fields";
import { bindField } from "../../../../ui/bind-field";

const editFields = [...assetProfileFieldNames, "editType", "editReason"] as const;

/**
 * A new edit version under the base asset: the label it will take, why it exists (edit type and
 * reason, the catalogue's reasons offered as suggestions) and its own Ad-ID, title, type and MPU end.
 */
export function AddEditVersionDialog({ base, onClose }: { base: AssetRecord; onClose: () => void }) {
  const add = useAddEditVersion(base.id);
  const next = useNextEditVersion(base.id, true);
  const navigate = useNavigate();
  const reasonsId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditVersionCreateRequest>({
    resolver: zodResolver(EditVersionCreateRequestSchema),
    defaultValues: {
      title: base.title,
      adId: "",
      assetType: base.assetType,
      fileType: base.fileType ?? "",
      expireMpuEndDate: base.expireMpuEndDate,
      notes: "",
      editReason: "",
    },
  });
  const { handleSubmit, control, setError, setFocus } = form;
  const { isSubmitting } = form.formState;
  const field = bindField(form);
  const editType = useWatch({ control, name: "editType" });
  const known = editTypes.find((type) => type === editType);
  const reasons = known ? editReasonsFor(known) : [];

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const version = await add.mutateAsync(body);
      toast.success(`${version.versionLabel} was added.`);
      onClose();
      void navigate(paths.app.asset.getHref(version.id, "asset-profile", base.id));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, editFields);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      else setFailure(describeError(error, "The edit version could not be added."));
    }
  });

  const saving = isSubmitting || add.isPending;
  return (
    <FormProvider {...form}>
      <FormDialog
        title="Add edit version"
        description={
          next.data
            ? `It will be ${next.data.versionLabel} of ${base.title}.`
            : `A new version of ${base.title} with its own Ad-ID.`
        }
        formId="edit-version-form"
        submitLabel="Add edit version"
        busyLabel="Adding…"
        saving={saving}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        {failure && <Alert title="Not saved">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Version label" value={next.data?.versionLabel ?? "…"} readOnly />
          <SelectField
            label="Edit type"
            {...field("editType")}
            placeholder="Choose the edit type"
            options={editTypes}
            optionLabel={formatCatalogueName}
          />
          <TextField
            label="Edit reason (optional)"
            className="sm:col-span-2"
            list={reasonsId}
            autoComplete="off"
            placeholder={reasons.length > 0 ? `For example: ${reasons[0]}` : undefined}
            {...field("editReason")}
          />
          <datalist id={reasonsId}>
            {reasons.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
        </div>
        <div className="-mx-5 sm:-mx-6">
          <AssetProfileFields />
        </div>
      </FormDialog>
    </FormProvider>
  );
}
