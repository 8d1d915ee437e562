import type { AssetUseRightRecord } from "@rightsdesk/domain";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { SelectField } from "../../../../ui/select-field";
import { useAddAssetUseRight, useUpdateAssetUseRight } from "../../api/asset-use-rights";
import { useUseRightEditor } from "../../lib/use-use-right-editor";
import { UseRightDialogFrame } from "./use-right-dialog-frame";
import {
  CycleDatesAndNoteFields,
  CycleLengthField,
  MediaSubTypesField,
  MediaTypeField,
  UseRightTypeField,
} from "./use-right-fields";

export interface CastOption {
  id: number;
  name: string;
}

/**
 * Adds or changes a use right of the asset: its type, media (from the catalogue) and sub types,
 * cycle, length and note, and optionally the cast member it belongs to. The domain's rules check
 * it first; the server's answer for a field lands on that field.
 */
export function UseRightDialog({
  assetId,
  right,
  cast,
  onClose,
}: {
  assetId: number;
  /** The right to change, or null for a new one. */
  right: AssetUseRightRecord | null;
  cast: readonly CastOption[];
  onClose: () => void;
}) {
  const add = useAddAssetUseRight(assetId);
  const update = useUpdateAssetUseRight(assetId);
  const { form, problem, onSubmit } = useUseRightEditor({
    right,
    failure: "The use right could not be saved.",
    requestFields: ["castItemId", "coversAllPerformers"],
    save: async (body) => {
      if (right)
        await update.mutateAsync({ useRightId: right.id, body: { ...body, version: right.version } });
      else await add.mutateAsync(body);
      toast.success(right ? "Use right saved." : "Use right added.");
      onClose();
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const holder = useWatch({ control, name: "castItemId" });

  return (
    <UseRightDialogFrame
      title={right ? "Edit use right" : "Add use right"}
      description="The cycle end is the last day the right covers; it is filled in from the start and length, and the asset's earliest expiration follows."
      formId="use-right-form"
      submitLabel={right ? "Save use right" : "Add use right"}
      saving={isSubmitting || add.isPending || update.isPending}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <UseRightTypeField form={form} />
      <SelectField
        label="Cast member (optional)"
        hint="A performer's own right; leave empty for the asset's right."
        error={errors.castItemId?.message}
        {...register("castItemId")}
      >
        <option value="">The asset itself</option>
        {cast.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name}
          </option>
        ))}
      </SelectField>
      {holder === "" && (
        <CheckboxField
          className="sm:col-span-2"
          label="Covers every performer (a buyout of a non-union cast)"
          description="Union principals still need rights of their own: their fixed cycles and holding fees are not bought out."
          {...register("coversAllPerformers")}
        />
      )}
      <MediaTypeField form={form} />
      <CycleLengthField form={form} />
      <MediaSubTypesField form={form} />
      <CycleDatesAndNoteFields form={form} />
    </UseRightDialogFrame>
  );
}
