import {
  advertiserIndustrySectors,
  companyMainTypes,
  companySubtypesOf,
  type CompanyMainType,
} from "@rightsdesk/domain";
import { formatCatalogueName } from "../../../ui/records/record-labels";

const sectorLabels = new Map<string, string>(
  advertiserIndustrySectors.map((sector) => [sector.code, sector.label]),
);

export function isCompanyMainType(value: unknown): value is CompanyMainType {
  return companyMainTypes.some((type) => type === value);
}

/**
 * A sub type as people read it: an advertiser's is an industry sector whose code
 * ("BEAUTY_COSMETICS") has a label ("Beauty & cosmetics"); the others are catalogue names.
 */
export function formatCompanySubtype(mainType: CompanyMainType, subType: string): string {
  if (mainType === "ADVERTISER") return sectorLabels.get(subType) ?? subType;
  return formatCatalogueName(subType);
}

/** The sub types a main type offers, as select options; none for a type without sub types. */
export function companySubtypeOptions(mainType: unknown): { value: string; label: string }[] {
  if (!isCompanyMainType(mainType)) return [];
  return companySubtypesOf(mainType).map((value) => ({
    value,
    label: formatCompanySubtype(mainType, value),
  }));
}
