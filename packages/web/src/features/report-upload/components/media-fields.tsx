import { codeLabel, mediaCatalogue } from "@rightsdesk/domain";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import type { ImportSettings } from "../lib/upload-form";

type MediaSettings = Pick<ImportSettings, "mediaType" | "mediaSubType" | "territory">;

/**
 * What the file's outlets aired on and where: the media type and sub type from the catalogue
 * (as the clearance check asks them) and the territory, worldwide when empty.
 */
export function MediaFields({
  value,
  errors,
  onChange,
}: {
  value: MediaSettings;
  errors: Partial<Record<keyof MediaSettings, string | undefined>>;
  onChange: (change: Partial<MediaSettings>) => void;
}) {
  const subtypes = mediaCatalogue.find((media) => media.name === value.mediaType)?.subtypes ?? [];
  const savedSubtype = value.mediaSubType !== "" && !subtypes.some((sub) => sub.name === value.mediaSubType);
  return (
    <>
      <SelectField
        label="Media type"
        value={value.mediaType}
        error={errors.mediaType}
        onChange={(event) => onChange({ mediaType: event.target.value, mediaSubType: "" })}
      >
        <option value="">Choose the media</option>
        {mediaCatalogue.map((media) => (
          <option key={media.id} value={media.name}>
            {codeLabel(media.name)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Media sub type (optional)"
        value={value.mediaSubType}
        error={errors.mediaSubType}
        disabled={subtypes.length === 0 && !savedSubtype}
        onChange={(event) => onChange({ mediaSubType: event.target.value })}
      >
        <option value="">{subtypes.length === 0 ? "None for this media" : "Any"}</option>
        {subtypes.map((subtype) => (
          <option key={subtype.id} value={subtype.name}>
            {codeLabel(subtype.name)}
          </option>
        ))}
        {savedSubtype && <option value={value.mediaSubType}>{codeLabel(value.mediaSubType)}</option>}
      </SelectField>
      <TextField
        label="Territory (optional)"
        placeholder="Worldwide when empty"
        autoComplete="off"
        value={value.territory}
        error={errors.territory}
        onChange={(event) => onChange({ territory: event.target.value })}
      />
    </>
  );
}
