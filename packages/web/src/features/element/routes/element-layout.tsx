import type { ElementDetail } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { Badge } from "../../../ui/badge";
import { formatDay } from "../../../ui/records/format-day";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { recordArchiveSlots } from "../../../ui/records/record-archive-controls";
import { RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import type { RecordPage } from "../../../ui/records/record-page";
import { loadRecord } from "../../../ui/records/record-queries";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { elementKind } from "../api/element-kind";
import { elementTabs } from "../lib/element-tab";

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, elementKind);
}

/** One element: what it is, whether archived or being edited, then its tabs (child routes). */
export function Component() {
  return (
    <RecordLayout kind={elementKind}>
      {(element, page) => <ElementFrame element={element} page={page} />}
    </RecordLayout>
  );
}

function ElementFrame({ element, page }: { element: ElementDetail; page: RecordPage<ElementDetail> }) {
  const { isLockedByOther } = useRecordLock();
  const archived = element.archivedAt !== null;
  const controls = recordArchiveSlots({
    kind: elementKind,
    record: { ...element, name: element.title },
    canDelete: page.canDelete,
    disabled: isLockedByOther,
    tone: "primary",
    archiveText: (
      <p>
        The element leaves the active list and becomes read only. Its licences and history are kept, and it
        can be restored at any time.
      </p>
    ),
    deleteText: (
      <p>
        The element and its licences are deleted and cannot be brought back. An element still linked to assets
        cannot be deleted until it is removed from them.
      </p>
    ),
  });
  return (
    <RecordFrame
      nouns={elementKind.nouns}
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
      actions={controls.actions && <div className="flex flex-wrap gap-3">{controls.actions}</div>}
      banner={controls.banner}
      tabs={elementTabs(element)}
    />
  );
}
