import type { TemplateSaveRequest, TemplateUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";
import { libraryItemMutations } from "./library-item-mutations";

/**
 * `POST /ContractTemplate`, `PUT /ContractTemplate/{id}` with the version it was loaded at, and
 * `DELETE /ContractTemplate/{id}` (refused while contracts are drawn from it). A saved template
 * refreshes the lists, the options, its preview and the snippets' "used by".
 */
const templateMutations = libraryItemMutations({
  create: (body: TemplateSaveRequest) => api.createContractTemplate({ body }),
  update: (id: number, body: TemplateUpdateRequest) => api.updateContractTemplate({ params: { id }, body }),
  remove: (id) => api.deleteContractTemplate({ params: { id } }),
  detailKey: contractTemplateKeys.template,
  savedTouches: (id) => [
    contractTemplateKeys.templateLists(),
    contractTemplateKeys.templateOptions(),
    contractTemplateKeys.preview(id),
    contractTemplateKeys.snippets(),
  ],
  deletedTouches: [
    contractTemplateKeys.templateLists(),
    contractTemplateKeys.templateOptions(),
    contractTemplateKeys.snippets(),
  ],
});

export const {
  useCreate: useCreateTemplate,
  useUpdate: useUpdateTemplate,
  useDelete: useDeleteTemplate,
} = templateMutations;
