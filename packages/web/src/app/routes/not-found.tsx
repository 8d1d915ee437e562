import { useLocation } from "react-router-dom";
import { config } from "../../config";
import { PageNotFound } from "../../ui/status-page";

export function Component() {
  const { pathname } = useLocation();
  return (
    <PageNotFound>
      <p>
        Nothing in {config.productName} lives at{" "}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{pathname}</code>. Check the
        address, or start again from the dashboard.
      </p>
    </PageNotFound>
  );
}
