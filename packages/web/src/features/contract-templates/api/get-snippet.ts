import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { contractTemplateKeys } from "./contract-template-keys";
import { libraryQuery } from "./library-query";

/** One snippet with the templates using it (`POST /ContractSnippet/GetById/{id}`). */
export const snippetQueryOptions = ownedQueryOptions(contractTemplateKeys.snippet, (id) =>
  api.getContractSnippet({ params: { id } }),
);

export function useSnippet(snippetId: number, options: { enabled?: boolean } = {}) {
  return useQuery(libraryQuery(snippetQueryOptions(snippetId), options));
}
