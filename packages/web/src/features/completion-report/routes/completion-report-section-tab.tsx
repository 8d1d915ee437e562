import { completionReportSections } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { completionReportKind } from "../api/completion-report-kind";
import { readCompletionReportRoute } from "../lib/completion-report-labels";
import { SectionTabNote } from "../components/section-tab-note";

function sectionsOn(route: string) {
  return completionReportSections.filter((section) => section.route === route);
}

export function loader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, completionReportKind, readCompletionReportRoute, (_report, route) =>
    sectionsOn(route),
  );
}

/**
 * A tab made of the report's sections (locations, internal notes, cast, elements, participants,
 * crew), each as declared once in the domain. Internal notes read as a feed.
 */
export function Component() {
  const route = readCompletionReportRoute(useLocation().pathname);
  if (route === null) return null;
  return (
    <div className="space-y-6">
      <SectionTabNote route={route} />
      {sectionsOn(route).map((section) => (
        <RecordKindSectionPanel key={section.key} kind={completionReportKind} section={section} />
      ))}
    </div>
  );
}
