import type { ComponentProps } from "react";
import { SelectField } from "../../../ui/select-field";
import { useEditVersions } from "../api/spot-lookups";

type EditVersionSelectProps = Omit<ComponentProps<typeof SelectField>, "label" | "children" | "hint"> & {
  assetId: number | null;
  label?: string;
};

/** The spot's edit versions to choose from, or the whole spot (the empty choice). */
export function EditVersionSelect({
  assetId,
  label = "Edit version (optional)",
  disabled,
  ...props
}: EditVersionSelectProps) {
  const versions = useEditVersions(assetId);
  const records = versions.data ?? [];
  const hint =
    assetId === null
      ? "Choose the spot first."
      : versions.isError
        ? "Its edit versions could not be loaded."
        : versions.isSuccess && records.length === 0
          ? "This spot has no edit versions: the report covers the whole spot."
          : undefined;
  return (
    <SelectField label={label} hint={hint} disabled={assetId === null || disabled} {...props}>
      <option value="">The whole spot</option>
      {records.map((version) => (
        <option key={version.id} value={String(version.id)}>
          {`${version.versionLabel} · ${version.adId}${version.title ? ` · ${version.title}` : ""}`}
        </option>
      ))}
    </SelectField>
  );
}
