import { formatRecordId, recordIdPrefixes, type FieldError } from "@rightsdesk/domain";
import { companyFieldsOf, personFieldsOf, type ItemData, type RecordSection } from "./record-item-data.js";
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

/** The referenced ids of some fields of some items. */
function idsIn(rows: readonly ItemData[], names: readonly string[]): number[] {
  return rows.flatMap((data) => names.map((name) => data[name]).filter(isId));
}

/**
 * The reference fields of section items: a company or a person named by id. Checks new values
 * (the record exists, is of an allowed type or kind, is not the owner itself; a person must not be
 * archived), and names the records for answers ("labels") and for audit entries.
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
    ];
  }

  /** The name each reference field of each item points at, keyed by field: an item's `labels`. */
  async labels(section: RecordSection, rows: readonly ItemData[]): Promise<Record<string, string>[]> {
    const companyNames = companyFieldsOf(section).map((field) => field.name);
    const personNames = personFieldsOf(section).map((field) => field.name);
    const companies = new Map(
      (await this.items.companiesById(idsIn(rows, companyNames))).map((row) => [row.id, row.legalName]),
    );
    const people = new Map(
      (await this.items.peopleById(idsIn(rows, personNames))).map((row) => [row.id, row.fullName]),
    );
    return rows.map((data) => {
      const labels: Record<string, string> = {};
      const name = (field: string, found: Map<number, string>) => {
        const value = data[field];
        const label = isId(value) ? found.get(value) : undefined;
        if (label !== undefined) labels[field] = label;
      };
      for (const field of companyNames) name(field, companies);
      for (const field of personNames) name(field, people);
      return labels;
    });
  }

  /**
   * The item as its audit entry shows it: references as "Legal name (CY0007)" or
   * "Full Name (PE0007)", so the log still reads after the record is renamed or deleted.
   */
  async withNames(section: RecordSection, data: ItemData): Promise<ItemData> {
    const companyFields = companyFieldsOf(section).filter((field) => isId(data[field.name]));
    const personFields = personFieldsOf(section).filter((field) => isId(data[field.name]));
    if (companyFields.length === 0 && personFields.length === 0) return data;
    const named = { ...data };
    const companies = await this.items.companiesById(
      idsIn(
        [data],
        companyFields.map((f) => f.name),
      ),
    );
    const people = await this.items.peopleById(
      idsIn(
        [data],
        personFields.map((f) => f.name),
      ),
    );
    const names = new Map<string, string>([
      ...companies.map(
        (row) =>
          [
            `company:${row.id}`,
            `${row.legalName} (${formatRecordId(recordIdPrefixes.company, row.id)})`,
          ] as const,
      ),
      ...people.map(
        (row) =>
          [
            `person:${row.id}`,
            `${row.fullName} (${formatRecordId(recordIdPrefixes.person, row.id)})`,
          ] as const,
      ),
    ]);
    for (const field of [...companyFields, ...personFields]) {
      named[field.name] = names.get(`${field.kind}:${String(data[field.name])}`) ?? data[field.name];
    }
    return named;
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
