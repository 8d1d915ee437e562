import type { SnippetSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "../api/contract-template-keys";
import { libraryListRoute } from "../components/library-list-route";
import { libraryPages } from "../components/library-pages";
import { snippetColumns } from "../components/snippet-columns";

/** /contracts/snippets/all: every snippet, with the templates using it (`POST /ContractSnippet/GetBy`). */
export const { loader, Component } = libraryListRoute<SnippetSummary>(libraryPages.snippet, {
  queryKey: contractTemplateKeys.snippetLists(),
  list: (query) => api.listContractSnippets({ body: query }),
  columns: snippetColumns,
  empty: {
    title: "No snippets yet",
    text: "Snippets are clauses written once and used by many templates: headers, bodies, legal terms, footers.",
  },
});
