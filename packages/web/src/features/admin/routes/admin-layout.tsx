import { Outlet } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";

const sections = [
  { to: paths.app.admin.users.getHref(), label: "User management" },
  { to: paths.app.admin.roles.getHref(), label: "Roles & permissions" },
  { to: paths.app.admin.clients.getHref(), label: "Clients" },
];

/** The admin area (spec 000 section 2): users, roles and their permissions, and the clients. */
export function Component() {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Administration"
        description="Who can sign in, and what each role may read, write and delete."
      />
      <TabNav label="Administration" tabs={sections} className="mb-6" />
      <Outlet />
    </>
  );
}
