import { Link, useLocation } from "react-router-dom";
import { config } from "../../config";
import { buttonClassName } from "../../ui/button";
import { CompassIcon } from "../../ui/icons";
import { StatusPage } from "../../ui/status-page";
import { paths } from "../paths";

export function Component() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="404"
      title="Page not found"
      actions={
        <Link to={paths.app.dashboard.getHref()} className={buttonClassName("primary")}>
          Go to the dashboard
        </Link>
      }
    >
      <title>{`Page not found · ${config.productName}`}</title>
      <p>
        Nothing in {config.productName} lives at{" "}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{pathname}</code>. Check the
        address, or start again from the dashboard.
      </p>
    </StatusPage>
  );
}
