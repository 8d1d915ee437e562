import { KindListLayout } from "../../../ui/records/record-list";
import { completionReportKind } from "../api/completion-report-kind";

/** /completion-reports: the lists, and "Add completion report" for those who may. */
export function Component() {
  return (
    <KindListLayout
      kind={completionReportKind}
      description="The reference record of each finished spot: who appears in it, crew, locations and music terms, reconciled against its contracts and licences."
    />
  );
}
