import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** One template with its parts, snippets' current text included (`POST /ContractTemplate/GetById/{id}`). */
export function templateQueryOptions(templateId: number) {
  return queryOptions({
    queryKey: contractTemplateKeys.template(templateId),
    queryFn: () => api.getContractTemplate({ params: { id: templateId } }),
  });
}

export function useTemplate(templateId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...templateQueryOptions(templateId),
    retryOnMount: false,
    enabled: options.enabled ?? true,
  });
}

/** The template drawn with its placeholders shown as [Label] (`POST /ContractTemplate/Preview/{id}`). */
export function templatePreviewQueryOptions(templateId: number) {
  return queryOptions({
    queryKey: contractTemplateKeys.preview(templateId),
    queryFn: () => api.previewContractTemplate({ params: { id: templateId }, body: {} }),
  });
}

export function useTemplatePreview(templateId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...templatePreviewQueryOptions(templateId),
    retryOnMount: false,
    enabled: options.enabled ?? true,
  });
}
