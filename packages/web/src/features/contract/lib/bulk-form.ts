import { BulkContractSharedSchema, type BulkContractShared, MONEY_INPUT_MESSAGE } from "@rightsdesk/domain";
import { z } from "zod";
import { ContractFormFieldsSchema, contractControlOf, toContractRequest } from "./contract-form";
import { dollarsToCents } from "../../../lib/money";

/**
 * The shared terms a bulk creation sends: the contract form's request without the talent, the
 * number and the signed-elsewhere fields (each row brings its talent).
 */
export function toBulkShared(values: z.infer<typeof ContractFormFieldsSchema>): BulkContractShared {
  const request = toContractRequest(values);
  const {
    talentId: _talent,
    contractNumber: _number,
    existing: _existing,
    signedOn: _signed,
    ...shared
  } = request;
  return { ...shared, assetIds: [] };
}

/** The shared terms form checked by the domain's `BulkContractSharedSchema`, messages on their controls. */
export const BulkSharedFormSchema = ContractFormFieldsSchema.transform((values, ctx) => {
  for (const control of ["sessionFee", "holdingFee", "fittingFee"] as const) {
    if (Number.isNaN(dollarsToCents(values[control]))) {
      ctx.addIssue({
        code: "custom",
        path: [control],
        message: MONEY_INPUT_MESSAGE,
      });
      return z.NEVER;
    }
  }
  const shared = toBulkShared(values);
  const checked = BulkContractSharedSchema.safeParse(shared);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({
        code: "custom",
        path: [contractControlOf(String(issue.path[0] ?? "")) ?? "title"],
        message: issue.message,
      });
    }
    return z.NEVER;
  }
  return shared;
});
