import type { ElementDetail } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Badge } from "../../../ui/badge";
import { formatDay } from "../../../ui/records/format-day";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { loadRecord, RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { elementLockMachine, releaseElementLockQuietly } from "../api/element-lock";
import { elementQueryOptions, useElement } from "../api/get-element";
import { ArchiveElementButton, ArchivedElementBanner } from "../components/detail/archive-controls";
import { ElementPageContext, type ElementPage } from "../components/detail/element-page";
import { useElementRights } from "../lib/element-rights";
import { elementTabs } from "../lib/element-tab";
import { readElementId } from "../lib/read-element-id";

const nouns = { singular: "element", plural: "Elements" };
const lock = {
  machine: elementLockMachine,
  recordType: "element",
  releaseQuietly: releaseElementLockQuietly,
} as const;

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readElementId(params.elementId), elementQueryOptions);
}

/** One element: what it is, whether archived or being edited, then its tabs (child routes). */
export function Component() {
  return (
    <RecordLayout
      recordId={readElementId(useParams().elementId)}
      useRecord={useElement}
      lock={lock}
      nouns={nouns}
      listHref={paths.app.elements.all.getHref()}
    >
      {(element) => <ElementFrame element={element} />}
    </RecordLayout>
  );
}

function ElementFrame({ element }: { element: ElementDetail }) {
  const rights = useElementRights();
  const { isLockedByOther } = useRecordLock();
  const archived = element.archivedAt !== null;
  const page = useMemo<ElementPage>(
    () => ({ element, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [element, rights.canWrite, rights.canDelete, archived],
  );
  return (
    <ElementPageContext value={page}>
      <RecordFrame
        nouns={nouns}
        name={element.title}
        crumbs={[{ label: "Elements", href: paths.app.elements.all.getHref() }]}
        code={element.code}
        badges={
          <>
            <RightsStatusBadge status={element.status} />
            {archived && <Badge tone="amber">Archived</Badge>}
          </>
        }
        summary={
          <>
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-mono">{element.code}</span>
              {" · "}
              {formatCatalogueName(element.elementType)}
              {element.subType ? ` · ${formatCatalogueName(element.subType)}` : ""}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {element.earliestExpireDate ? (
                <>
                  <span className="font-medium">Ends {formatDay(element.earliestExpireDate)}</span>
                  {element.earliestExpireItem && <> — because {element.earliestExpireItem.label}</>}
                </>
              ) : (
                element.statusReason || "No end date."
              )}
            </p>
          </>
        }
        actions={
          !archived && rights.canDelete ? (
            <div className="flex flex-wrap gap-3">
              <ArchiveElementButton element={element} disabled={isLockedByOther} />
            </div>
          ) : null
        }
        banner={<ArchivedElementBanner element={element} canDelete={rights.canDelete} />}
        tabs={elementTabs(element)}
      />
    </ElementPageContext>
  );
}
