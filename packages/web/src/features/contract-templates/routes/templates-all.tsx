import type { TemplateSummary } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import { DocumentIcon } from "../../../ui/icons";
import { recordListRoute } from "../../../ui/records/record-list";
import { contractTemplateKeys } from "../api/contract-template-keys";
import { templateColumns } from "../components/template-columns";

/** /contracts/templates/all: every contract template (`POST /ContractTemplate/GetBy`). */
export const { loader, Component } = recordListRoute<TemplateSummary>({
  module: "Contracts",
  queryKey: contractTemplateKeys.templateLists(),
  list: (query) => api.listContractTemplates({ body: query }),
  columns: templateColumns,
  title: "Contract templates",
  caption: "Contract templates",
  itemLabel: "templates",
  rowHref: (template) => paths.app.contractTemplates.view.getHref(template.id),
  offerBack: false,
  empty: {
    icon: <DocumentIcon className="size-5" />,
    title: "No templates yet",
    text: "A template puts snippets and its own text in order; contracts are drawn from it as PDFs.",
    add: { href: paths.app.contractTemplates.add.getHref(), label: "Add template" },
  },
});
