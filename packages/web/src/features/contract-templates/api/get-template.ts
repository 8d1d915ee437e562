import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { contractTemplateKeys } from "./contract-template-keys";
import { libraryQuery } from "./library-query";

/** One template with its parts, snippets' current text included (`POST /ContractTemplate/GetById/{id}`). */
export const templateQueryOptions = ownedQueryOptions(contractTemplateKeys.template, (id) =>
  api.getContractTemplate({ params: { id } }),
);

export function useTemplate(templateId: number, options: { enabled?: boolean } = {}) {
  return useQuery(libraryQuery(templateQueryOptions(templateId), options));
}

/** The template drawn with its placeholders shown as [Label] (`POST /ContractTemplate/Preview/{id}`). */
export const templatePreviewQueryOptions = ownedQueryOptions(contractTemplateKeys.preview, (id) =>
  api.previewContractTemplate({ params: { id }, body: {} }),
);

export function useTemplatePreview(templateId: number, options: { enabled?: boolean } = {}) {
  return useQuery(libraryQuery(templatePreviewQueryOptions(templateId), options));
}
