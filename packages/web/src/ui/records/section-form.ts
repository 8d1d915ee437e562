import { isApiError } from "@rightsdesk/api-client";
import {
  formatDisplayDate,
  formatUsd,
  isEmptyDate,
  isIsoDate,
  isMaskedSecret,
  sectionFieldSchema,
  sectionOptionLabel,
  type SectionField,
} from "@rightsdesk/domain";
import { z } from "zod";
import { centsToDollars, dollarsToCents } from "../../lib/money";
import type { RecordSectionDefinition } from "./record-section";

/** What a section form holds while the user types: one entry per field, as its control keeps it. */
export type SectionFormValues = Record<string, unknown>;

/**
 * The form's starting values for a new item (no data) or one being edited. Controls keep text
 * as "", a date as "" (the stored "no date" marker included), choices, numbers and record ids
 * as undefined when empty, a multiselect as an array. A masked secret stays masked: sent back
 * unchanged, the server keeps the value it has.
 */
export function sectionFormDefaults(
  fields: readonly SectionField[],
  data: Readonly<Record<string, unknown>> = {},
): SectionFormValues {
  return Object.fromEntries(fields.map((field) => [field.name, defaultOf(field, data[field.name])]));
}

function defaultOf(field: SectionField, value: unknown): unknown {
  switch (field.kind) {
    case "boolean":
      return value === true;
    case "multiselect":
      return Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : [];
    case "money":
      return typeof value === "number" ? centsToDollars(value) : "";
    case "number":
    case "company":
    case "person":
    case "element":
    case "contract":
      return typeof value === "number" ? value : undefined;
    case "select":
      // Like the control's own reading of "" (readSelect), so an untouched form is not dirty.
      return typeof value === "string" && value !== "" ? value : undefined;
    case "date":
      return typeof value === "string" && !isEmptyDate(value) ? value.slice(0, 10) : "";
    default:
      return typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
  }
}

/** A select's "" (nothing chosen) becomes undefined, so the schema names the missing choice. */
export function readSelect(value: unknown): unknown {
  return value === "" ? undefined : value;
}

/** A number input's text: "" is no number, anything else is parsed (NaN gets the schema's message). */
export function readNumber(value: unknown): unknown {
  if (value === "" || value === undefined || value === null) return undefined;
  return typeof value === "number" ? value : Number(value);
}

/** A money input's dollars ("1,250.50", "$80") become cents; "" is no amount, anything else is NaN for the schema. */
export function readMoney(value: unknown): unknown {
  if (value === "" || value === undefined || value === null) return undefined;
  if (typeof value === "number") return value;
  return dollarsToCents(String(value)) ?? undefined;
}

/**
 * The zod schema a section form validates with: the domain's schema of each field, except that a
 * secret answered masked may come back unchanged (the server keeps what it has). Anything the
 * user types instead is checked like a new value.
 */
export function sectionFormSchema(
  fields: readonly SectionField[],
  original: Readonly<Record<string, unknown>> = {},
) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => {
        const schema = sectionFieldSchema(field);
        const kept = original[field.name];
        if (field.kind !== "secret" || !isMaskedSecret(kept)) return [field.name, schema];
        return [field.name, keepOrCheck(kept, schema)];
      }),
    ),
  );
}

function keepOrCheck(kept: unknown, schema: z.ZodType) {
  return z.unknown().transform((value, ctx) => {
    if (value === kept) return value;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });
}

/**
 * The server's field errors for a section item ("data.taxId", "body.data.taxId") mapped back to
 * the form's fields; errors naming no field of the form are left to its general message.
 */
export function sectionServerFieldErrors(
  error: unknown,
  fields: readonly SectionField[],
): { field: string; message: string }[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap(({ field, message }) => {
    const name = field.replace(/^body\./, "").replace(/^data\./, "");
    return fields.some((candidate) => candidate.name === name) ? [{ field: name, message }] : [];
  });
}

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * One stored value as a person reads it: dates MM/DD/YYYY, yes/no, options in words, lists joined,
 * a referenced record (company, person, element, contract) by name from the item's `labels`, a
 * masked secret as the server gave it. Empty is "—".
 */
export function formatSectionValue(
  field: SectionField,
  value: unknown,
  labels: Readonly<Record<string, string>> = {},
): string {
  const empty = "—";
  switch (field.kind) {
    case "boolean":
      return value === true ? "Yes" : "No";
    case "multiselect":
      return Array.isArray(value) && value.length > 0
        ? value.map((item) => sectionOptionLabel(field, String(item))).join(", ")
        : empty;
    case "number":
      return typeof value === "number" ? numberFormat.format(value) : empty;
    case "money":
      return typeof value === "number" ? formatUsd(value) : empty;
    case "company":
      if (typeof value !== "number") return empty;
      return labels[field.name] ?? `Company #${value}`;
    case "person":
      if (typeof value !== "number") return empty;
      return labels[field.name] ?? `Person #${value}`;
    case "element":
      if (typeof value !== "number") return empty;
      return labels[field.name] ?? `Element #${value}`;
    case "contract":
      if (typeof value !== "number") return empty;
      return labels[field.name] ?? `Contract #${value}`;
    case "date": {
      if (typeof value !== "string" || value === "" || isEmptyDate(value)) return empty;
      const day = value.slice(0, 10);
      return isIsoDate(day) ? formatDisplayDate(day) : value;
    }
    case "select":
      return typeof value === "string" && value.trim() !== "" ? sectionOptionLabel(field, value) : empty;
    default:
      return typeof value === "string" && value.trim() !== "" ? value : empty;
  }
}

/**
 * The fields a section's table shows as columns: its title field first, then the short ones
 * (long text is for the form), at most `max` in all.
 */
export function sectionColumns(section: RecordSectionDefinition, max = 7): readonly SectionField[] {
  const title = section.fields.find((field) => field.name === section.titleField);
  const others = section.fields.filter((field) => field !== title && field.kind !== "textarea");
  return [...(title ? [title] : []), ...others].slice(0, max);
}

/** The item's name in a sentence ("Delete the address 12 Main St?"), from its title field. */
export function sectionItemTitle(
  section: RecordSectionDefinition,
  item: { data: Readonly<Record<string, unknown>>; labels: Readonly<Record<string, string>> },
): string {
  const field = section.fields.find((candidate) => candidate.name === section.titleField);
  if (!field) return section.itemLabel;
  const text = formatSectionValue(field, item.data[field.name], item.labels);
  return text === "—" ? section.itemLabel : text;
}
