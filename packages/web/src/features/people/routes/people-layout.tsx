import { Link, Outlet } from "react-router-dom";
import { paths } from "../../../app/paths";
import { buttonClassName } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";
import { usePersonRights } from "../lib/person-rights";

const tabs = [
  { to: paths.app.people.all.getHref(), label: "Active" },
  { to: paths.app.people.archive.getHref(), label: "Archive" },
];

/** /people: the active list and the archive as tabs, and "Add person" for those who may. */
export function Component() {
  const rights = usePersonRights();
  return (
    <>
      <PageHeader
        title="People"
        description="Talent, crew, staff, agents and vendors: who they are, how to reach and pay them."
        actions={
          rights.canWrite ? (
            <Link to={paths.app.addPerson.getHref()} className={buttonClassName("primary")}>
              <PlusIcon className="size-4" />
              Add person
            </Link>
          ) : null
        }
      />
      <TabNav label="People lists" tabs={tabs} className="mb-6" />
      <Outlet />
    </>
  );
}
