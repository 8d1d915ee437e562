import { formatCatalogueName } from "../../../ui/records/record-labels";

/** "Ad agency · Talent agency" for the header; the subtype only when there is one. */
export function formatCompanyType(type: { mainType: string; subType: string | null }): string {
  return [type.mainType, type.subType]
    .filter((part): part is string => Boolean(part))
    .map(formatCatalogueName)
    .join(" · ");
}
