import {
  findPersonSection,
  personHasSection,
  type FieldError,
  type PersonSectionDefinition,
  type PersonShape,
} from "@rightsdesk/domain";
import type { ItemData } from "../../records/record-item-data.js";
import type { RecordItemService } from "../../records/record-items.js";
import { kindsInWords } from "./person-rules.js";

export interface CheckedPersonItem {
  section: PersonSectionDefinition;
  plain: ItemData;
}

/** A person not saved yet: no reference can point at them, so none can be "themselves". */
const NEW_PERSON = { type: "person", id: 0 };

/**
 * Checks the items sent with a new person (create or import): each section must be one the
 * person shows (their kinds, and minors-only sections only for a minor), hold at most one item when
 * it holds one, and each item must be valid. Errors are named `<prefix>.<index>.section` and
 * `<prefix>.<index>.data.<field>`; every problem is listed.
 */
export async function checkInitialPersonItems(
  items: RecordItemService,
  initial: readonly { section: string; data: ItemData }[],
  shape: PersonShape,
  prefix: string,
): Promise<{ items: CheckedPersonItem[]; errors: FieldError[] }> {
  const checked: CheckedPersonItem[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  for (const [index, item] of initial.entries()) {
    const at = `${prefix}.${index}`;
    const section = findPersonSection(item.section);
    if (!section || !personHasSection(shape, section)) {
      const message = !section
        ? `There is no person section "${item.section}".`
        : section.minorsOnly && !shape.isMinor
          ? `${section.label} are kept for minors only.`
          : `A person who is ${kindsInWords(shape.kinds)} has no ${section.label.toLowerCase()} section.`;
      errors.push({ field: `${at}.section`, message });
      continue;
    }
    const count = (seen.get(section.key) ?? 0) + 1;
    seen.set(section.key, count);
    if (section.cardinality === "one" && count > 1) {
      errors.push({
        field: `${at}.section`,
        message: `A person has one ${section.itemLabel}; send it once.`,
      });
      continue;
    }
    const result = await items.check(NEW_PERSON, section, item.data, undefined, `${at}.data`);
    if (result.errors) errors.push(...result.errors);
    else checked.push({ section, plain: result.plain });
  }
  return { items: checked, errors };
}

/** The city the lists show: the HOME address's, else the first address's. */
export function cityOfItems(items: readonly CheckedPersonItem[]): string | null {
  const addresses = items.filter((item) => item.section.key === "Address");
  const home = addresses.find((item) => item.plain["type"] === "HOME") ?? addresses[0];
  const city = home?.plain["city"];
  return typeof city === "string" ? city : null;
}
