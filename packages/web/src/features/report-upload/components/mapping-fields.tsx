import { airingFieldLabels, airingFields, type AiringField } from "@rightsdesk/domain";
import { SelectField } from "../../../ui/select-field";
import type { MappingDraft } from "../lib/upload-form";

/** The fields a report must name; the rest are read when the file has them. */
const requiredFields: readonly AiringField[] = ["adId", "airDate"];

/**
 * One select per field: which of the file's columns holds it, or "Not in this file". Each
 * field's problem (a missing Ad-ID or date column, a column chosen twice) shows beside it.
 */
export function MappingFields({
  headers,
  draft,
  errors,
  onChange,
}: {
  headers: readonly string[];
  draft: MappingDraft;
  errors: Partial<Record<AiringField, string>>;
  onChange: (field: AiringField, header: string) => void;
}) {
  const choices = [...new Set(headers.filter((header) => header.trim() !== ""))];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Columns</legend>
      <p className="mt-1 text-sm text-slate-600">
        Which column holds each field. The Ad-ID and the air date (or one date and time column) are required.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {airingFields.map((field) => {
          const chosen = draft[field];
          return (
            <SelectField
              key={field}
              label={`${airingFieldLabels[field]}${requiredFields.includes(field) ? "" : " (optional)"}`}
              value={chosen}
              error={errors[field]}
              onChange={(event) => onChange(field, event.target.value)}
            >
              <option value="">Not in this file</option>
              {choices.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
              {chosen !== "" && !choices.includes(chosen) && <option value={chosen}>{chosen}</option>}
            </SelectField>
          );
        })}
      </div>
    </fieldset>
  );
}
