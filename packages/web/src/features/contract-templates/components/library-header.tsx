import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { buttonClassName } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";
import { useContractTemplateRights } from "../lib/contract-template-rights";

const descriptions = {
  templates: "Agreements built from parts in order: shared snippets and text written for the template alone.",
  snippets:
    "Reusable clauses for headers, bodies, legal terms and footers. A change shows in every template using it.",
};

/** The top of the templates and snippets lists: the two tabs, and "Add …" for those who may. */
export function LibraryHeader({ current }: { current: "templates" | "snippets" }) {
  const rights = useContractTemplateRights();
  const add =
    current === "templates"
      ? { href: paths.app.contractTemplates.add.getHref(), label: "Add template" }
      : { href: paths.app.contractSnippets.add.getHref(), label: "Add snippet" };
  return (
    <>
      <PageHeader
        eyebrow="Contracts"
        title={current === "templates" ? "Contract templates" : "Contract snippets"}
        description={descriptions[current]}
        actions={
          rights.canWrite ? (
            <Link to={add.href} className={buttonClassName("primary")}>
              <PlusIcon className="size-4" />
              {add.label}
            </Link>
          ) : null
        }
      />
      <TabNav
        label="Templates and snippets"
        className="mb-6"
        tabs={[
          { to: paths.app.contractTemplates.all.getHref(), label: "Templates" },
          { to: paths.app.contractSnippets.all.getHref(), label: "Snippets" },
        ]}
      />
    </>
  );
}
