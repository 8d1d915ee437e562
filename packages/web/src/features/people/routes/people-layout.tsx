import { paths } from "../../../routing/paths";
import { RecordListLayout } from "../../../ui/records/record-list";

/** /people: the active list and the archive as tabs, and "Add person" for those who may. */
export function Component() {
  return (
    <RecordListLayout
      module="People"
      title="People"
      description="Talent, crew, staff, agents and vendors: who they are, how to reach and pay them."
      add={{ href: paths.app.addPerson.getHref(), label: "Add person" }}
      tabs={{
        label: "People lists",
        links: [
          { to: paths.app.people.all.getHref(), label: "Active" },
          { to: paths.app.people.archive.getHref(), label: "Archive" },
        ],
      }}
    />
  );
}
