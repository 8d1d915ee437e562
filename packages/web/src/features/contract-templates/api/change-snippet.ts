import type { SnippetSaveRequest, SnippetUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "./contract-template-keys";
import { libraryItemMutations } from "./library-item-mutations";

/**
 * `POST /ContractSnippet`, `PUT /ContractSnippet/{id}` with the version it was loaded at (every
 * template using it follows) and `DELETE /ContractSnippet/{id}` (refused while templates use it;
 * the refusal names them). A saved snippet refreshes the lists, and the templates that show its text.
 */
const snippetMutations = libraryItemMutations({
  create: (body: SnippetSaveRequest) => api.createContractSnippet({ body }),
  update: (id: number, body: SnippetUpdateRequest) => api.updateContractSnippet({ params: { id }, body }),
  remove: (id) => api.deleteContractSnippet({ params: { id } }),
  detailKey: contractTemplateKeys.snippet,
  savedTouches: () => [
    contractTemplateKeys.snippetLists(),
    contractTemplateKeys.snippetOptions(),
    contractTemplateKeys.templates(),
  ],
  deletedTouches: [contractTemplateKeys.snippetLists(), contractTemplateKeys.snippetOptions()],
});

export const {
  useCreate: useCreateSnippet,
  useUpdate: useUpdateSnippet,
  useDelete: useDeleteSnippet,
} = snippetMutations;
