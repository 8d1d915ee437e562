import { centsToDollars, dollarsToCents } from "../../../lib/money";
import {
  ElementLicenceInputSchema,
  numberOfUsesChoices,
  rightsKinds,
  type ElementLicenceInput,
  type ElementLicenceRecord,
  MONEY_INPUT_MESSAGE,
} from "@rightsdesk/domain";
import { z } from "zod";

/** The licence form as typed: strings for the controls, a list of media grants, a checkbox. */
export const LicenceFormFieldsSchema = z.object({
  label: z.string(),
  rightsKind: z.string(),
  termStart: z.string(),
  termEnd: z.string(),
  media: z.array(z.object({ type: z.string(), subtypes: z.array(z.string()) })),
  territory: z.string(),
  exclusive: z.boolean(),
  numberOfUses: z.string(),
  usesAllowed: z.string(),
  /** Dollars as typed ("1,250.50"); sent as whole cents. */
  fee: z.string(),
  notes: z.string(),
});
export type LicenceFormValues = z.infer<typeof LicenceFormFieldsSchema>;

const orUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The licence the form's values make; empty controls are left out, the fee converted to cents. */
export function toLicenceInput(values: LicenceFormValues): ElementLicenceInput {
  const usesAllowed = values.usesAllowed.trim() === "" ? undefined : Number(values.usesAllowed);
  const feeCents = dollarsToCents(values.fee) ?? undefined;
  return {
    label: orUndefined(values.label),
    rightsKind: rightsKinds.find((kind) => kind === values.rightsKind),
    termStart: values.termStart,
    termEnd: orUndefined(values.termEnd),
    media: values.media.filter((grant) => grant.type !== ""),
    territory: orUndefined(values.territory),
    exclusive: values.exclusive,
    numberOfUses: numberOfUsesChoices.find((choice) => choice === values.numberOfUses) ?? "Unlimited",
    usesAllowed: values.numberOfUses === "Number defined" ? usesAllowed : undefined,
    feeCents,
    notes: orUndefined(values.notes),
  };
}

/**
 * The form checked by the domain's licence rules (at least one media, term end after start, a
 * number of uses when "Number defined"), with the fee read as dollars first.
 */
export const LicenceFormSchema = LicenceFormFieldsSchema.transform((values, ctx) => {
  const licence = toLicenceInput(values);
  if (licence.feeCents !== undefined && Number.isNaN(licence.feeCents)) {
    ctx.addIssue({
      code: "custom",
      path: ["fee"],
      message: MONEY_INPUT_MESSAGE,
    });
    return z.NEVER;
  }
  const checked = ElementLicenceInputSchema.safeParse(licence);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [first] = issue.path;
      const path = first === "feeCents" ? ["fee"] : first === "media" ? ["media"] : issue.path;
      ctx.addIssue({ code: "custom", path, message: issue.message });
    }
    return z.NEVER;
  }
  return licence;
});

/** The form's values for a stored licence, or a new one (one empty media grant to fill in). */
export function licenceFormValues(licence: ElementLicenceRecord | null): LicenceFormValues {
  return {
    label: licence?.label ?? "",
    rightsKind: licence?.rightsKind ?? "",
    termStart: licence?.termStart ?? "",
    termEnd: licence?.termEnd ?? "",
    media: licence
      ? licence.media.map((grant) => ({ type: grant.type, subtypes: [...grant.subtypes] }))
      : [{ type: "", subtypes: [] }],
    territory: licence?.territory ?? "",
    exclusive: licence?.exclusive ?? false,
    numberOfUses: licence?.numberOfUses ?? "Unlimited",
    usesAllowed: licence?.usesAllowed ? String(licence.usesAllowed) : "",
    fee: centsToDollars(licence?.feeCents ?? null),
    notes: licence?.notes ?? "",
  };
}
