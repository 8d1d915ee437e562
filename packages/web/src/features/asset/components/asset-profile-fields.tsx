import { assetTypes, type AssetProfileInput } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { assetTypeLabels } from "../lib/asset-labels";

/** The profile fields every asset form shares (add, edit, edit version). */
export const assetProfileFieldNames = [
  "title",
  "adId",
  "assetType",
  "fileType",
  "expireMpuEndDate",
  "notes",
] as const;

/**
 * Title, Ad-ID, type, file type, Expiry Date (MPU end) and notes, under the form around them
 * (whose values hold at least the asset profile).
 */
export function AssetProfileFields() {
  const {
    register: field,
    formState: { errors },
  } = useFormContext<AssetProfileInput>();
  return (
    <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...field("title")} />
      <TextField
        label="Ad-ID"
        autoComplete="off"
        spellCheck={false}
        error={errors.adId?.message}
        {...field("adId")}
      />
      <SelectField label="Type" error={errors.assetType?.message} {...field("assetType")}>
        <option value="">Choose the type</option>
        {assetTypes.map((type) => (
          <option key={type} value={type}>
            {assetTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="File type (optional)"
        autoComplete="off"
        placeholder="MOV, WAV, PDF…"
        error={errors.fileType?.message}
        {...field("fileType")}
      />
      <TextField
        label="Expiry Date (MPU end)"
        type="date"
        error={errors.expireMpuEndDate?.message}
        {...field("expireMpuEndDate")}
      />
      <TextareaField
        label="Notes (optional)"
        className="sm:col-span-2"
        rows={3}
        error={errors.notes?.message}
        {...field("notes")}
      />
    </div>
  );
}
