import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { config } from "../../config";
import { Button, buttonClassName } from "../../ui/button";
import { AlertCircleIcon } from "../../ui/icons";
import { PageNotFound, StatusPage } from "../../ui/status-page";
import { paths } from "../../routing/paths";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What a routing error shows (spec 000 section 2): a way out instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageNotFound>
        <p>This address does not match any page in {config.productName}.</p>
      </PageNotFound>
    );
  }
  return (
    <StatusPage
      icon={<AlertCircleIcon className="size-6" />}
      title="This page could not be shown"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Link to={paths.app.dashboard.getHref()} className={buttonClassName("secondary")}>
            Go to the dashboard
          </Link>
        </>
      }
    >
      <title>{`Something went wrong · ${config.productName}`}</title>
      <p>
        Something went wrong while opening this page. Reloading usually fixes it; your saved work is safe.
      </p>
      <details className="mt-6 rounded-md border border-slate-200 bg-white px-4 py-3 text-left">
        <summary className="cursor-pointer text-sm font-medium text-slate-700">Technical details</summary>
        <p className="mt-2 font-mono text-xs break-words text-slate-600">{describe(error)}</p>
      </details>
    </StatusPage>
  );
}
