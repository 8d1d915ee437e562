import {
  companyHasSection,
  findCompanySection,
  type CompanyMainType,
  type CompanySectionDefinition,
  type FieldError,
} from "@rightsdesk/domain";
import type { ItemData } from "../../records/record-item-data.js";
import type { RecordItemService } from "../../records/record-items.js";

export interface CheckedItem {
  section: CompanySectionDefinition;
  plain: ItemData;
}

/** A company not saved yet: no reference can point at it, so none can be "itself". */
const NEW_COMPANY = { type: "company", id: 0 };

/**
 * Checks the items sent with a new company (create or import): each section must be one the main
 * type shows, hold at most one item when it holds one, and each item must be valid. Errors are
 * named `<prefix>.<index>.section` and `<prefix>.<index>.data.<field>`; every problem is listed.
 */
export async function checkInitialItems(
  items: RecordItemService,
  initial: readonly { section: string; data: ItemData }[],
  mainType: string,
  prefix: string,
): Promise<{ items: CheckedItem[]; errors: FieldError[] }> {
  const checked: CheckedItem[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  for (const [index, item] of initial.entries()) {
    const at = `${prefix}.${index}`;
    const section = findCompanySection(item.section);
    if (!section || !companyHasSection(mainType as CompanyMainType, section)) {
      const what = section ? section.label.toLowerCase() : `"${item.section}"`;
      errors.push({ field: `${at}.section`, message: `A ${mainType} company has no ${what} section.` });
      continue;
    }
    const count = (seen.get(section.key) ?? 0) + 1;
    seen.set(section.key, count);
    if (section.cardinality === "one" && count > 1) {
      errors.push({
        field: `${at}.section`,
        message: `A company has one ${section.itemLabel}; send it once.`,
      });
      continue;
    }
    const result = await items.check(NEW_COMPANY, section, item.data, undefined, `${at}.data`);
    if (result.errors) errors.push(...result.errors);
    else checked.push({ section, plain: result.plain });
  }
  return { items: checked, errors };
}
