import { elementCode, formatRecordId, recordIdPrefixes, type FieldError } from "@rightsdesk/domain";
import {
  companyFieldsOf,
  personFieldsOf,
  referenceFieldsOf,
  type ItemData,
  type RecordSection,
  type ReferenceField,
  type ReferenceKind,
} from "./record-item-data.js";
import type { RecordItemRepository } from "./record-item-repository.js";

/** The record a section item belongs to: `{ type: "company", id: 7 }`. */
export interface ItemOwner {
  readonly type: string;
  readonly id: number;
}

export function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** How a referenced record is named: in an item's `labels`, and in its audit entries. */
interface RecordNames {
  readonly label: string;
  readonly logged: string;
}

/** The referenced ids of some fields of some items. */
function idsIn(rows: readonly ItemData[], names: readonly string[]): number[] {
  return rows.flatMap((data) => names.map((name) => data[name]).filter(isId));
}

/**
 * The reference fields of section items: a company, a person, an element or a contract named by
 * id. Checks new values (the record exists, is of an allowed type or kind, is not the owner
 * itself; a person must not be archived), and names the records for answers ("labels") and for
 * audit entries. Reads go through the caller's transaction, so another client's record is missing.
 */
export class ItemReferences {
  constructor(private readonly items: RecordItemRepository) {}

  /**
   * Problems with the item's references, named `<prefix>.<field>`. A person reference the item
   * already had (`kept`) is not checked again: a reference made before its person was archived
   * stays valid while the item is edited.
   */
  async check(
    owner: ItemOwner,
    section: RecordSection,
    data: ItemData,
    kept: ItemData,
    prefix: string,
  ): Promise<FieldError[]> {
    return [
      ...(await this.checkCompanies(owner, section, data, prefix)),
      ...(await this.checkPeople(owner, section, data, kept, prefix)),
      ...(await this.checkExisting(section, data, kept, prefix)),
    ];
  }

  /** The name each reference field of each item points at, keyed by field: an item's `labels`. */
  async labels(section: RecordSection, rows: readonly ItemData[]): Promise<Record<string, string>[]> {
    const fields = referenceFieldsOf(section);
    const names = await this.namesOf(fields, rows);
    return rows.map((data) => {
      const labels: Record<string, string> = {};
      for (const field of fields) {
        const value = data[field.name];
        const label = isId(value) ? names[field.kind].get(value)?.label : undefined;
        if (label !== undefined) labels[field.name] = label;
      }
      return labels;
    });
  }

  /**
   * The item as its audit entry shows it: references as "Legal name (CY0007)", "Full Name
   * (PE0007)", "Title (EL-12)" or "CT00042 · Title", so the log still reads after the record is
   * renamed or deleted.
   */
  async withNames(section: RecordSection, data: ItemData): Promise<ItemData> {
    const fields = referenceFieldsOf(section).filter((field) => isId(data[field.name]));
    if (fields.length === 0) return data;
    const names = await this.namesOf(fields, [data]);
    const named = { ...data };
    for (const field of fields) {
      named[field.name] = names[field.kind].get(data[field.name] as number)?.logged ?? data[field.name];
    }
    return named;
  }

  /** The records the fields of these items point at, by kind and id, with their names. */
  private async namesOf(
    fields: readonly ReferenceField[],
    rows: readonly ItemData[],
  ): Promise<Record<ReferenceKind, Map<number, RecordNames>>> {
    const ids = (kind: ReferenceKind) =>
      idsIn(
        rows,
        fields.filter((field) => field.kind === kind).map((field) => field.name),
      );
    // One after the other: they share the caller's transaction.
    const companies = await this.items.companiesById(ids("company"));
    const people = await this.items.peopleById(ids("person"));
    const elements = await this.items.elementsById(ids("element"));
    const contracts = await this.items.contractsById(ids("contract"));
    const named = <T extends { id: number }>(found: readonly T[], names: (row: T) => RecordNames) =>
      new Map(found.map((row) => [row.id, names(row)]));
    return {
      company: named(companies, (row) => ({
        label: row.legalName,
        logged: `${row.legalName} (${formatRecordId(recordIdPrefixes.company, row.id)})`,
      })),
      person: named(people, (row) => ({
        label: row.fullName,
        logged: `${row.fullName} (${formatRecordId(recordIdPrefixes.person, row.id)})`,
      })),
      element: named(elements, (row) => ({
        label: row.title,
        logged: `${row.title} (${elementCode(row.id)})`,
      })),
      contract: named(contracts, (row) => {
        const name = `${row.contractNumber} · ${row.title}`;
        return { label: name, logged: name };
      }),
    };
  }

  /** New element and contract references must name a record that exists (in the caller's client). */
  private async checkExisting(
    section: RecordSection,
    data: ItemData,
    kept: ItemData,
    prefix: string,
  ): Promise<FieldError[]> {
    const fields = referenceFieldsOf(section).filter(
      (field) =>
        (field.kind === "element" || field.kind === "contract") &&
        isId(data[field.name]) &&
        data[field.name] !== kept[field.name],
    );
    if (fields.length === 0) return [];
    const names = await this.namesOf(fields, [data]);
    return fields.flatMap((field): FieldError[] => {
      const id = data[field.name] as number;
      if (names[field.kind].has(id)) return [];
      return [{ field: `${prefix}.${field.name}`, message: `There is no ${field.kind} with id ${id}.` }];
    });
  }

  /** Company references must name an existing company, of an allowed type, other than the owner. */
  private async checkCompanies(
    owner: ItemOwner,
    section: RecordSection,
    data: ItemData,
    prefix: string,
  ): Promise<FieldError[]> {
    const fields = companyFieldsOf(section).filter((field) => isId(data[field.name]));
    if (fields.length === 0) return [];
    const found = new Map(
      (
        await this.items.companiesById(
          idsIn(
            [data],
            fields.map((f) => f.name),
          ),
        )
      ).map((row) => [row.id, row]),
    );
    return fields.flatMap((field): FieldError[] => {
      const id = data[field.name] as number;
      const company = found.get(id);
      const at = `${prefix}.${field.name}`;
      if (!company) return [{ field: at, message: `There is no company with id ${id}.` }];
      if (owner.type === "company" && id === owner.id) {
        return [{ field: at, message: `A company cannot be its own ${lowerFirst(field.label)}.` }];
      }
      if (field.mainTypes && !field.mainTypes.some((type) => type === company.mainType)) {
        const types = field.mainTypes.join(" or ");
        return [
          {
            field: at,
            message: `Choose a company of type ${types}; ${company.legalName} is ${company.mainType}.`,
          },
        ];
      }
      return [];
    });
  }

  /** New person references must name an existing, active person of an allowed kind, not the owner. */
  private async checkPeople(
    owner: ItemOwner,
    section: RecordSection,
    data: ItemData,
    kept: ItemData,
    prefix: string,
  ): Promise<FieldError[]> {
    const fields = personFieldsOf(section).filter(
      (field) => isId(data[field.name]) && data[field.name] !== kept[field.name],
    );
    if (fields.length === 0) return [];
    const found = new Map(
      (
        await this.items.peopleById(
          idsIn(
            [data],
            fields.map((f) => f.name),
          ),
        )
      ).map((row) => [row.id, row]),
    );
    return fields.flatMap((field): FieldError[] => {
      const id = data[field.name] as number;
      const person = found.get(id);
      const at = `${prefix}.${field.name}`;
      const what = lowerFirst(field.label);
      if (!person) return [{ field: at, message: `There is no person with id ${id}.` }];
      if (owner.type === "person" && id === owner.id) {
        return [{ field: at, message: `A person cannot be their own ${what}.` }];
      }
      if (person.archived) {
        return [
          { field: at, message: `${person.fullName} is archived; restore them or choose another ${what}.` },
        ];
      }
      const kinds = field.personKinds;
      if (kinds && !kinds.some((kind) => person.kinds.includes(kind))) {
        const wanted = kinds.join(" or ");
        return [
          {
            field: at,
            message: `Choose a person of kind ${wanted}; ${person.fullName} is ${person.kinds.join(", ")}.`,
          },
        ];
      }
      return [];
    });
  }
}
