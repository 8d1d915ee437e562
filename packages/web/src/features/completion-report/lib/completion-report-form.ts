import type { CompletionReportCreateRequest, CompletionReportDetail } from "@rightsdesk/domain";
import { z } from "zod";
import { serverFieldErrors } from "../../../lib/server-field-errors";

const PickedSchema = z.object({ id: z.number(), name: z.string() });

/** The add form as typed: the spot a picked record, the edit version and day strings. */
export const AddCompletionReportFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Enter the report's name.")
      .max(200, "Keep the name under 200 characters."),
    spot: PickedSchema.nullable(),
    editVersionId: z.string(),
    productionDate: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.spot === null) ctx.addIssue({ code: "custom", path: ["spot"], message: "Choose the spot." });
  })
  .transform((values): CompletionReportCreateRequest => ({
    name: values.name,
    assetId: values.spot?.id ?? 0,
    editVersionId: values.editVersionId === "" ? null : Number(values.editVersionId),
    ...(values.productionDate.trim() === "" ? {} : { productionDate: values.productionDate }),
  }));
export type AddCompletionReportFormValues = z.input<typeof AddCompletionReportFormSchema>;

export const emptyAddCompletionReportForm: AddCompletionReportFormValues = {
  name: "",
  spot: null,
  editVersionId: "",
  productionDate: "",
};

/** The server's refusals, named as the add form's controls (the spot is `assetId` on the wire). */
export function addFormServerErrors(error: unknown) {
  return serverFieldErrors(error, ["name", "assetId", "editVersionId", "productionDate"] as const).map(
    ({ field, message }) => ({ field: field === "assetId" ? ("spot" as const) : field, message }),
  );
}

/** The profile form: the name and production date (the spot stays what the report was made for). */
export const CompletionReportProfileFormSchema = z.object({
  name: z.string().trim().min(1, "Enter the report's name.").max(200, "Keep the name under 200 characters."),
  productionDate: z.string(),
});
export type CompletionReportProfileFormValues = z.infer<typeof CompletionReportProfileFormSchema>;

export function profileFormValues(report: CompletionReportDetail): CompletionReportProfileFormValues {
  return { name: report.name, productionDate: report.productionDate ?? "" };
}

/** The update a profile save sends: the report's spot and edit version kept as they are. */
export function toProfileUpdate(report: CompletionReportDetail, values: CompletionReportProfileFormValues) {
  return {
    name: values.name,
    assetId: report.assetId,
    editVersionId: report.editVersionId,
    productionDate: values.productionDate,
    version: report.version,
  };
}
