import { assetTypes, type AssetProfileInput } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { CheckboxField } from "../../../ui/checkbox-field";
import { formatDay } from "../../../ui/records/format-day";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { assetTypeLabels } from "../lib/asset-labels";
import { bindField } from "../../../ui/bind-field";
import { AdIdField } from "./ad-id-field";

/** The profile fields every asset form shares (add, edit, edit version). */
export const assetProfileFieldNames = [
  "title",
  "adId",
  "assetType",
  "fileType",
  "expireMpuEndDate",
  "firstAirDate",
  "lengthSeconds",
  "mpuConfirmed",
  "notes",
] as const;

/**
 * Title, Ad-ID, type, file type, Expiry Date (MPU end), first air date, length and notes, under the form
 * around them (whose values hold at least the asset profile). Given the stored MPU, a typed Expiry
 * Date the rule disagrees with can be confirmed here.
 */
export function AssetProfileFields({
  mpu,
}: {
  mpu?: { readonly computedEnd: string | null; readonly needsReview: boolean; readonly confirmed: boolean };
} = {}) {
  const form = useFormContext<AssetProfileInput>();
  const { register } = form;
  const field = bindField(form);
  return (
    <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
      <TextField label="Title" autoComplete="off" {...field("title")} />
      <AdIdField />
      <SelectField
        label="Type"
        {...field("assetType")}
        placeholder="Choose the type"
        options={assetTypes}
        optionLabel={(type) => assetTypeLabels[type]}
      />
      <TextField
        label="File type (optional)"
        autoComplete="off"
        placeholder="MOV, WAV, PDF…"
        {...field("fileType")}
      />
      <TextField label="Expiry Date (MPU end)" type="date" {...field("expireMpuEndDate")} />
      <TextField label="First air date (optional)" type="date" {...field("firstAirDate")} />
      <TextField
        label="Length (optional)"
        autoComplete="off"
        placeholder=":30, 1:00 or seconds"
        {...field("lengthSeconds")}
      />
      {mpu && mpu.computedEnd !== null && (mpu.needsReview || mpu.confirmed) && (
        <CheckboxField
          className="sm:col-span-2"
          label="Keep the typed Expiry Date over the rule's"
          description={`The rule gives ${formatDay(mpu.computedEnd)} from the sessions and first airing. Until this is ticked, the earlier of the two bounds the spot.`}
          {...register("mpuConfirmed")}
        />
      )}
      <TextareaField label="Notes (optional)" className="sm:col-span-2" rows={3} {...field("notes")} />
    </div>
  );
}
