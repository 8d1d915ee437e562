import type { FieldError } from "@rightsdesk/domain";
import type { ItemData, RecordSection } from "./record-item-data.js";
import type { RecordItemService } from "./record-items.js";

/** An item sent with a new record, checked: its section and its valid data. */
export interface CheckedItem<S extends RecordSection = RecordSection> {
  section: S;
  plain: ItemData;
}

/** What checking a new record's items asks of its kind. */
export interface InitialItemsOwner<S extends RecordSection> {
  /** The owner type its items are stored under ("company"), and its noun in messages. */
  readonly ownerType: string;
  /** The section a new record of this kind shows under `key`, or why it shows none. */
  readonly sectionOf: (key: string) => S | { refusal: string };
}

/**
 * Checks the items sent with a new record (create or import): each section must be one the new
 * record shows, hold at most one item when it holds one, and each item must be valid. Errors are
 * named `<prefix>.<index>.section` and `<prefix>.<index>.data.<field>`; every problem is listed.
 */
export async function checkInitialItems<S extends RecordSection>(
  items: RecordItemService,
  owner: InitialItemsOwner<S>,
  initial: readonly { section: string; data: ItemData }[],
  prefix: string,
): Promise<{ items: CheckedItem<S>[]; errors: FieldError[] }> {
  // Not saved yet: no reference can point at it, so none can be "itself".
  const unsaved = { type: owner.ownerType, id: 0 };
  const checked: CheckedItem<S>[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  for (const [index, item] of initial.entries()) {
    const at = `${prefix}.${index}`;
    const section = owner.sectionOf(item.section);
    if ("refusal" in section) {
      errors.push({ field: `${at}.section`, message: section.refusal });
      continue;
    }
    const count = (seen.get(section.key) ?? 0) + 1;
    seen.set(section.key, count);
    if (section.cardinality === "one" && count > 1) {
      errors.push({
        field: `${at}.section`,
        message: `A ${owner.ownerType} has one ${section.itemLabel}; send it once.`,
      });
      continue;
    }
    const result = await items.check(unsaved, section, item.data, undefined, `${at}.data`);
    if (result.errors) errors.push(...result.errors);
    else checked.push({ section, plain: result.plain });
  }
  return { items: checked, errors };
}

/** The city the lists show: that of the address of type `preferredType`, else of the first address. */
export function cityOfInitialItems(items: readonly CheckedItem[], preferredType: string): string | null {
  const addresses = items.filter((item) => item.section.key === "Address");
  const preferred = addresses.find((item) => item.plain["type"] === preferredType) ?? addresses[0];
  const city = preferred?.plain["city"];
  return typeof city === "string" ? city : null;
}
