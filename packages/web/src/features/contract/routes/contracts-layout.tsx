import { paths } from "../../../routing/paths";
import { RecordListLayout } from "../../../ui/records/record-list";
import { AddContractMenu } from "../components/add-contract-menu";

/** /contracts: the contract list, the Contracts / Templates / Snippets tabs, and "Add contract". */
export function Component() {
  return (
    <RecordListLayout
      module="Contracts"
      title="Contracts"
      description="Talent, non-union and master agreements with their fees, guarantees, linked spots and the rights they acquire."
      actions={<AddContractMenu />}
      tabs={{
        label: "Contracts, templates and snippets",
        links: [
          { to: paths.app.contracts.all.getHref(), label: "Contracts" },
          { to: paths.app.contractTemplates.all.getHref(), label: "Templates" },
          { to: paths.app.contractSnippets.all.getHref(), label: "Snippets" },
        ],
      }}
    />
  );
}
