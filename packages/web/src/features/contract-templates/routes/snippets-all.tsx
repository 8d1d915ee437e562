import type { SnippetSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import { DocumentIcon } from "../../../ui/icons";
import { recordListRoute } from "../../../ui/records/record-list";
import { contractTemplateKeys } from "../api/contract-template-keys";
import { snippetColumns } from "../components/snippet-columns";

/** /contracts/snippets/all: every snippet, with the templates using it (`POST /ContractSnippet/GetBy`). */
export const { loader, Component } = recordListRoute<SnippetSummary>({
  module: "Contracts",
  queryKey: contractTemplateKeys.snippetLists(),
  list: (query) => api.listContractSnippets({ body: query }),
  columns: snippetColumns,
  title: "Contract snippets",
  caption: "Contract snippets",
  itemLabel: "snippets",
  rowHref: (snippet) => paths.app.contractSnippets.view.getHref(snippet.id),
  offerBack: false,
  empty: {
    icon: <DocumentIcon className="size-5" />,
    title: "No snippets yet",
    text: "Snippets are clauses written once and used by many templates: headers, bodies, legal terms, footers.",
    add: { href: paths.app.contractSnippets.add.getHref(), label: "Add snippet" },
  },
});
