import type { TemplateSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { contractTemplateKeys } from "../api/contract-template-keys";
import { libraryListRoute } from "../components/library-list-route";
import { libraryPages } from "../components/library-pages";
import { templateColumns } from "../components/template-columns";

/** /contracts/templates/all: every contract template (`POST /ContractTemplate/GetBy`). */
export const { loader, Component } = libraryListRoute<TemplateSummary>(libraryPages.template, {
  queryKey: contractTemplateKeys.templateLists(),
  list: (query) => api.listContractTemplates({ body: query }),
  columns: templateColumns,
  empty: {
    title: "No templates yet",
    text: "A template puts snippets and its own text in order; contracts are drawn from it as PDFs.",
  },
});
