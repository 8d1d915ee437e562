import type { z } from "zod";
import {
  fieldErrorsFromZod,
  isMaskedSecret,
  maskSecret,
  sectionObjectSchema,
  type FieldError,
  type SectionField,
} from "@rightsdesk/domain";
import { FieldEncryption } from "./field-encryption.js";

/** What the record-item service needs of a section declared in the domain. */
export interface RecordSection {
  readonly key: string;
  readonly label: string;
  /** The singular, for messages: "address". */
  readonly itemLabel: string;
  readonly cardinality: "one" | "many";
  readonly fields: readonly SectionField[];
}

export type ItemData = Record<string, unknown>;

const schemas = new WeakMap<RecordSection, z.ZodType<ItemData>>();

function schemaOf(section: RecordSection): z.ZodType<ItemData> {
  let schema = schemas.get(section);
  if (!schema) {
    schema = sectionObjectSchema(section.fields) as z.ZodType<ItemData>;
    schemas.set(section, schema);
  }
  return schema;
}

export function secretFieldNames(section: RecordSection): string[] {
  return section.fields.filter((field) => field.kind === "secret").map((field) => field.name);
}

/** The kinds of record a section field may name by id. */
export const referenceKinds = ["company", "person", "element", "contract"] as const;
export type ReferenceKind = (typeof referenceKinds)[number];
export type ReferenceField = Extract<SectionField, { kind: ReferenceKind }>;

function isReferenceField(field: SectionField): field is ReferenceField {
  return (referenceKinds as readonly string[]).includes(field.kind);
}

/** The fields that name another record (a company, a person, an element, a contract) by id. */
export function referenceFieldsOf(section: RecordSection): ReferenceField[] {
  return section.fields.filter(isReferenceField);
}

/** The fields that name another company by id. */
export function companyFieldsOf(section: RecordSection) {
  return section.fields.filter((field) => field.kind === "company");
}

/** The fields that name a person by id. */
export function personFieldsOf(section: RecordSection) {
  return section.fields.filter((field) => field.kind === "person");
}

function lower(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Validates an item's fields with the section's schema; errors are named `<prefix>.<field>`. A
 * secret sent back masked, as the server answered it, stands for the value in `kept` (the stored
 * one, decrypted); a masked secret with nothing stored is refused.
 */
export function parseItemData(
  section: RecordSection,
  input: ItemData,
  kept: ItemData,
  prefix: string,
): { data: ItemData; errors?: undefined } | { errors: FieldError[] } {
  const values: ItemData = { ...input };
  const errors: FieldError[] = [];
  for (const field of section.fields) {
    if (field.kind !== "secret" || !isMaskedSecret(values[field.name])) continue;
    if (typeof kept[field.name] === "string" && kept[field.name] !== "") {
      values[field.name] = kept[field.name];
    } else {
      errors.push({
        field: `${prefix}.${field.name}`,
        message: `Enter the full ${lower(field.label)}; a masked value cannot be saved.`,
      });
    }
  }
  const parsed = schemaOf(section).safeParse(values);
  if (!parsed.success) errors.push(...fieldErrorsFromZod(parsed.error, prefix));
  if (errors.length > 0 || !parsed.success) return { errors };
  return { data: dropUndefined(parsed.data) };
}

function dropUndefined(data: ItemData): ItemData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** The item as stored: each non-blank secret encrypted. */
export async function encryptSecrets(
  section: RecordSection,
  plain: ItemData,
  encryption: FieldEncryption,
): Promise<ItemData> {
  const stored = { ...plain };
  for (const name of secretFieldNames(section)) {
    const value = stored[name];
    if (typeof value === "string" && value !== "") stored[name] = await encryption.encrypt(value);
  }
  return stored;
}

/** The item with its secrets decrypted: for validation, audit diffs and callers who may see them. */
export async function decryptSecrets(
  section: RecordSection,
  stored: ItemData,
  encryption: FieldEncryption,
): Promise<ItemData> {
  const plain = { ...stored };
  for (const name of secretFieldNames(section)) {
    const value = plain[name];
    if (FieldEncryption.isEncrypted(value)) plain[name] = await encryption.decrypt(value);
  }
  return plain;
}

/** The item as a caller sees it: secrets in full, or masked ("•••• 6789"). */
export async function viewItemData(
  section: RecordSection,
  stored: ItemData,
  encryption: FieldEncryption,
  canSeeSensitive: boolean,
): Promise<ItemData> {
  const plain = await decryptSecrets(section, stored, encryption);
  if (canSeeSensitive) return plain;
  for (const name of secretFieldNames(section)) {
    const value = plain[name];
    if (typeof value === "string" && value !== "") plain[name] = maskSecret(value);
  }
  return plain;
}

/** The item's fields as the audit log names them, "Address.city", and which of them are secret. */
export function auditFieldsOf(section: RecordSection, plain: ItemData | undefined) {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(plain ?? {})) fields[`${section.key}.${name}`] = value;
  return fields;
}

export function hiddenAuditFields(section: RecordSection): ReadonlySet<string> {
  return new Set(secretFieldNames(section).map((name) => `${section.key}.${name}`));
}
