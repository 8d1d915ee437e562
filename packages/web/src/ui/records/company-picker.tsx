import type { CompanyMainType } from "@rightsdesk/domain";
import { companyLookupQueryOptions } from "./lookups";
import { formatCatalogueName } from "./record-labels";
import { ReferencePicker, type ReferencePickerProps } from "./reference-picker";

export type { PickedRecord as PickedCompany } from "./reference-picker";

/**
 * Picks another company by typing part of its name (`POST /Company/Lookup`). Only companies of
 * `mainTypes` are offered (all when empty).
 */
export function CompanyPicker({
  mainTypes = [],
  ...props
}: ReferencePickerProps & { mainTypes?: readonly CompanyMainType[] }) {
  return (
    <ReferencePicker
      {...props}
      noun="company"
      plural="companies"
      lookup={(search) => companyLookupQueryOptions(search, mainTypes)}
      toOption={(company) => ({
        id: company.id,
        name: company.legalName,
        detail: `${formatCatalogueName(company.mainType)}${company.archived ? " · archived" : ""}`,
      })}
    />
  );
}
