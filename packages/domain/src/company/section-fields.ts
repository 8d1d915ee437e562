import { z } from "zod";
import {
  optionalDate,
  optionalText,
  referenceId,
  requiredDate,
  requiredText,
} from "../records/field-schemas.js";
import { codeLabel } from "../shared/code-labels.js";
import type { CompanyMainType } from "./company-types.js";
import type { PersonKind } from "../people/person-catalogues.js";

/**
 * One field of a record section: enough to build its zod schema, its form control and its
 * column in the section's table, from a single declaration.
 */
export type SectionField =
  | TextField
  | {
      readonly kind: "select";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
      readonly options: readonly string[];
      /** Maps another spelling onto an option before checking it (media synonyms); undefined: none. */
      readonly canonical?: (value: string) => string | undefined;
      /** An option in words, where its code alone says too little ("SA" → "SAG-AFTRA"). */
      readonly optionLabel?: (option: string) => string;
    }
  | {
      readonly kind: "multiselect";
      readonly name: string;
      readonly label: string;
      readonly options: readonly string[];
      readonly canonical?: (value: string) => string | undefined;
      readonly optionLabel?: (option: string) => string;
    }
  | { readonly kind: "date"; readonly name: string; readonly label: string; readonly required?: boolean }
  | { readonly kind: "boolean"; readonly name: string; readonly label: string }
  | {
      readonly kind: "number";
      readonly name: string;
      readonly label: string;
      readonly min?: number;
      readonly max?: number;
      readonly required?: boolean;
    }
  | {
      /** Money as a whole number of cents; forms show and take dollars. */
      readonly kind: "money";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
    }
  | {
      /** Another company, by id; the server checks it exists (and its main type, when given). */
      readonly kind: "company";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
      readonly mainTypes?: readonly CompanyMainType[];
    }
  | {
      /** Another person, by id; the server checks it exists (and its kinds, when given). */
      readonly kind: "person";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
      readonly personKinds?: readonly PersonKind[];
    }
  | {
      /** An element record, by id; the server checks it exists. */
      readonly kind: "element";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
    }
  | {
      /** A contract, by id; the server checks it exists. */
      readonly kind: "contract";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
      /** The item's person field whose contracts a form offers first (a cast member's performer). */
      readonly talentField?: string;
    }
  | {
      /**
       * A sensitive value (tax id, bank account number): encrypted at rest and answered
       * masked ("•••• 6789") unless the caller may see it.
       */
      readonly kind: "secret";
      readonly name: string;
      readonly label: string;
      readonly required?: boolean;
      readonly pattern?: RegExp;
      readonly patternMessage?: string;
    };

interface TextField {
  readonly kind: "text" | "email" | "phone" | "url" | "textarea";
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly max?: number;
  /** Upper-cases the value before checking it (codes such as Ad-ID prefixes). */
  readonly uppercase?: boolean;
  readonly pattern?: RegExp;
  readonly patternMessage?: string;
}

type TextSchema = z.ZodType<string | undefined, string | undefined>;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

function textSchema(field: TextField): z.ZodType {
  const what = lower(field.label);
  const max = field.max ?? (field.kind === "textarea" ? 4000 : 200);
  const plain: TextSchema = field.required ? requiredText(what, max) : optionalText(what, max);
  const cased: TextSchema = field.uppercase ? plain.transform((value) => value?.toUpperCase()) : plain;
  const pattern = field.pattern;
  const base: TextSchema = pattern
    ? cased.refine(
        (value) => value === undefined || value === "" || pattern.test(value),
        field.patternMessage ?? `Enter a valid ${what}.`,
      )
    : cased;
  switch (field.kind) {
    case "email":
      return base.refine(
        (value) => value === undefined || value === "" || z.email().safeParse(value).success,
        `Enter the ${what} as an e-mail address like name@example.com.`,
      );
    case "phone":
      return base.refine(
        (value) => value === undefined || value === "" || /^[+0-9 ().-]{5,30}$/.test(value),
        `Enter the ${what} with digits, spaces, +, ( ), - or . only.`,
      );
    case "url":
      return base.refine(
        (value) => value === undefined || value === "" || /^https?:\/\/\S+$/i.test(value),
        `Enter the ${what} as a web address starting with http:// or https://.`,
      );
    default:
      return base;
  }
}

/**
 * One of a select's options. With `canonical`, another spelling is taken as the option it maps
 * to, and a refusal lists the options.
 */
function choiceSchema(
  field: Extract<SectionField, { kind: "select" | "multiselect" }>,
  message: string,
): z.ZodType<string, string> {
  const options = field.options as [string, ...string[]];
  const canonical = field.canonical;
  if (!canonical) return z.enum(options, { error: message });
  const listed = `${message.replace(/( from the list)?\.$/, "")} from the list: ${options.join(", ")}.`;
  return z.string({ error: listed }).transform((value, ctx) => {
    const option = canonical(value);
    if (option !== undefined && options.includes(option)) return option;
    ctx.addIssue({ code: "custom", message: listed });
    return z.NEVER;
  });
}

/** The zod schema of one field, with messages that name it. */
export function sectionFieldSchema(field: SectionField): z.ZodType {
  const what = lower(field.label);
  switch (field.kind) {
    case "text":
    case "email":
    case "phone":
    case "url":
    case "textarea":
      return textSchema(field);
    case "select": {
      const schema = choiceSchema(field, `Choose the ${what}.`);
      return field.required ? schema : schema.optional();
    }
    case "multiselect": {
      const choice = choiceSchema(field, `Choose ${what} from the list.`);
      return field.canonical
        ? z
            .array(choice)
            .default([])
            .transform((values) => [...new Set(values)])
        : z.array(choice).default([]);
    }
    case "date":
      return field.required ? requiredDate(what) : optionalDate(what);
    case "boolean":
      return z.boolean({ error: `Say yes or no for ${what}.` }).default(false);
    case "number": {
      let schema = z.number({ error: `Enter the ${what} as a number.` });
      if (field.min !== undefined)
        schema = schema.min(field.min, `The ${what} must be ${field.min} or more.`);
      if (field.max !== undefined)
        schema = schema.max(field.max, `The ${what} must be ${field.max} or less.`);
      return field.required ? schema : schema.optional();
    }
    case "money": {
      // Sent in cents; a form takes dollars and converts, so the message speaks of an amount.
      const schema = z
        .number({ error: `Enter the ${what} as an amount.` })
        .int(`Enter the ${what} to the cent.`)
        .nonnegative(`The ${what} cannot be negative.`);
      return field.required ? schema : schema.optional();
    }
    case "company":
    case "person":
    case "element":
    case "contract": {
      const schema = referenceId(what);
      return field.required ? schema : schema.optional();
    }
    case "secret": {
      const base: TextSchema = field.required ? requiredText(what, 64) : optionalText(what, 64);
      const pattern = field.pattern;
      if (!pattern) return base;
      return base.refine(
        (value) => value === undefined || value === "" || pattern.test(value),
        field.patternMessage ?? `Enter a valid ${what}.`,
      );
    }
  }
}

/**
 * A select's or multiselect's option as read: the field's own words for it when it has them,
 * the code's label otherwise. Forms, tables, logs and exports all name options through this.
 */
export function sectionOptionLabel(field: SectionField, option: string): string {
  const own = field.kind === "select" || field.kind === "multiselect" ? field.optionLabel : undefined;
  return own ? own(option) : codeLabel(option);
}

/** The object schema of a section's item, built from its fields. */
export function sectionObjectSchema(fields: readonly SectionField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, sectionFieldSchema(field)])));
}

/** Shows the last four characters of a sensitive value: "•••• 6789". */
export function maskSecret(value: string): string {
  const visible = value.replace(/[^0-9A-Za-z]/g, "").slice(-4);
  return `•••• ${visible}`;
}

/** Whether a value is a masked secret as answered by the server (sent back unchanged = keep). */
export function isMaskedSecret(value: unknown): boolean {
  return typeof value === "string" && value.startsWith("•••• ");
}
