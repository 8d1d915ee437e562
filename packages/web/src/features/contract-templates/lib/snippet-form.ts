import {
  SnippetSaveRequestSchema,
  templatePartTypes,
  type RichNode,
  type SnippetRecord,
  type SnippetSaveRequest,
} from "@rightsdesk/domain";
import { z } from "zod";

/** The snippet form as typed. */
export interface SnippetFormValues {
  name: string;
  partType: string;
  description: string;
  content: RichNode | undefined;
}

export const snippetFormFieldNames = ["name", "partType", "description", "content"] as const;

/** The request the form's values make. */
export function toSnippetRequest(values: SnippetFormValues): SnippetSaveRequest {
  return {
    name: values.name,
    partType: templatePartTypes.find((type) => type === values.partType) as SnippetSaveRequest["partType"],
    description: values.description.trim() === "" ? undefined : values.description.trim(),
    content: values.content ?? { type: "doc", content: [] },
  };
}

/** The form checked by the domain's snippet rules, each message on its control. */
export const SnippetFormSchema = z.custom<SnippetFormValues>().transform((values, ctx) => {
  const request = toSnippetRequest(values);
  const checked = SnippetSaveRequestSchema.safeParse(request);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  }
  return request;
});

export const emptySnippetForm: SnippetFormValues = {
  name: "",
  partType: "",
  description: "",
  content: undefined,
};

/** The form's values for a snippet as loaded. */
export function snippetFormValues(snippet: SnippetRecord): SnippetFormValues {
  return {
    name: snippet.name,
    partType: snippet.partType,
    description: snippet.description ?? "",
    content: snippet.content,
  };
}
