import type { TemplateRecord, TemplateSaveRequest, TemplateUpdateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";

/** A changed template: the new record in the cache; lists, options, its preview and snippets' "used by" refreshed. */
async function takeChangedTemplate(queryClient: QueryClient, template: TemplateRecord) {
  queryClient.setQueryData(contractTemplateKeys.template(template.id), template);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.templateLists() }),
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.templateOptions() }),
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.preview(template.id) }),
    queryClient.invalidateQueries({ queryKey: contractTemplateKeys.snippets() }),
  ]);
}

/** `POST /ContractTemplate` */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateSaveRequest) => api.createContractTemplate({ body }),
    onSuccess: (template: TemplateRecord) => takeChangedTemplate(queryClient, template),
    meta: { errorHandling: "local" },
  });
}

/** `PUT /ContractTemplate/{id}` with the version it was loaded at. */
export function useUpdateTemplate(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateUpdateRequest) =>
      api.updateContractTemplate({ params: { id: templateId }, body }),
    onSuccess: (template: TemplateRecord) => takeChangedTemplate(queryClient, template),
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /ContractTemplate/{id}`: refused while contracts are drawn from it. */
export function useDeleteTemplate(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteContractTemplate({ params: { id: templateId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: contractTemplateKeys.template(templateId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractTemplateKeys.templateLists() }),
        queryClient.invalidateQueries({ queryKey: contractTemplateKeys.templateOptions() }),
        queryClient.invalidateQueries({ queryKey: contractTemplateKeys.snippets() }),
      ]);
    },
    meta: { errorHandling: "local" },
  });
}
