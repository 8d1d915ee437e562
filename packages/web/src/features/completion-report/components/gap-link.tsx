import {
  completionReportRouteLabels,
  completionReportRoutes,
  type CompletionReportRoute,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";

/** The report tab a refusal's field names, when it names one ("castList"). */
export function readGapTab(field: string): CompletionReportRoute | null {
  return completionReportRoutes.find((route) => route === field.replace(/^body\./, "")) ?? null;
}

/** A gap's message, opening the tab where it is fixed, with that tab's name after it. */
export function GapLink({
  reportId,
  tab,
  message,
}: {
  reportId: number;
  tab: CompletionReportRoute;
  message: string;
}) {
  return (
    <>
      <Link
        to={paths.app.completionReport.getHref(reportId, tab)}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {message}
      </Link>
      <span className="ml-2 text-xs whitespace-nowrap text-slate-500">{`On ${completionReportRouteLabels[tab]}`}</span>
    </>
  );
}
