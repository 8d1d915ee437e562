import { Outlet } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";

const section = paths.app.reportUploads;

/** /rights-expiration: airing reports imported and checked against the rights held, in four tabs. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Report uploads"
        description="Post logs, as-run logs and delivery reports: every airing matched by its Ad-ID to a spot and checked against the rights held on its air date. An upload is pending review until each issue is resolved."
      />
      <TabNav
        label="Report upload views"
        className="mb-6"
        tabs={[
          { to: section.recent.getHref(), label: "Recent uploads" },
          { to: section.details.getHref(), label: "Upload details" },
          { to: section.issues.getHref(), label: "Upload issues" },
          { to: section.logs.getHref(), label: "Logs" },
        ]}
      />
      <Outlet />
    </>
  );
}
