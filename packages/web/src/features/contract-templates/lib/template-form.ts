import {
  TemplateSaveRequestSchema,
  contractFamilies,
  contractTemplateNames,
  templatePartTypes,
  type TemplateRecord,
  type TemplateSaveRequest,
} from "@rightsdesk/domain";
import { z } from "zod";
import type { TemplatePartFormValue } from "./template-parts";

/** The template form as typed: selects are strings until checked, parts in order. */
export interface TemplateFormValues {
  name: string;
  family: string;
  agreement: string;
  description: string;
  parts: TemplatePartFormValue[];
}

const orUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The request the form's values make: a snippet part sends its snippet, a form part its text. */
export function toTemplateRequest(values: TemplateFormValues): TemplateSaveRequest {
  return {
    name: values.name,
    family: contractFamilies.find((family) => family === values.family) as TemplateSaveRequest["family"],
    agreement: contractTemplateNames.find((name) => name === values.agreement),
    description: orUndefined(values.description),
    parts: values.parts.map((part) => ({
      partType: templatePartTypes.find(
        (type) => type === part.partType,
      ) as TemplatePartFormValue["partType"] & TemplateSaveRequest["parts"][number]["partType"],
      kind: part.kind,
      ...(part.kind === "S"
        ? { snippetId: part.snippetId ?? undefined }
        : { content: part.content ?? { type: "doc", content: [] } }),
    })),
  };
}

/** The form checked by the domain's template rules, each message on its control (`parts.1.snippetId`). */
export const TemplateFormSchema = z.custom<TemplateFormValues>().transform((values, ctx) => {
  const request = toTemplateRequest(values);
  const checked = TemplateSaveRequestSchema.safeParse(request);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  }
  return request;
});

export const emptyTemplateForm: TemplateFormValues = {
  name: "",
  family: "",
  agreement: "",
  description: "",
  parts: [{ partType: "Header", kind: "S", snippetId: null, content: undefined }],
};

/** The form's values for a template as loaded. */
export function templateFormValues(template: TemplateRecord): TemplateFormValues {
  return {
    name: template.name,
    family: template.family,
    agreement: template.agreement ?? "",
    description: template.description ?? "",
    parts: [...template.parts]
      .sort((a, b) => a.position - b.position)
      .map((part) => ({
        partType: part.partType,
        kind: part.kind,
        snippetId: part.kind === "S" ? part.snippetId : null,
        content: part.kind === "F" ? part.content : undefined,
      })),
  };
}

/** The fields a server error may name on this form, the parts' included. */
export function templateFormFieldNames(partCount: number): string[] {
  const parts = Array.from({ length: partCount }, (_, index) =>
    ["partType", "kind", "snippetId", "content"].map((field) => `parts.${index}.${field}`),
  ).flat();
  return ["name", "family", "agreement", "description", "parts", ...parts];
}
