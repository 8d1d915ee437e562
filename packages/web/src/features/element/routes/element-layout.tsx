import { isApiError } from "@rightsdesk/api-client";
import type { ElementDetail } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, Outlet, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { Badge } from "../../../ui/badge";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CompassIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { formatDay } from "../../../ui/records/format-day";
import { RecordLockBanner } from "../../../ui/records/lock-banner";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { useRecordLock } from "../../../ui/records/record-lock";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { Skeleton } from "../../../ui/skeleton";
import { StatusPage } from "../../../ui/status-page";
import { TabNav } from "../../../ui/tab-nav";
import { elementQueryOptions, useElement } from "../api/get-element";
import { ArchiveElementButton, ArchivedElementBanner } from "../components/detail/archive-controls";
import { ElementLockProvider } from "../components/detail/element-lock-provider";
import { ElementPageContext, type ElementPage } from "../components/detail/element-page";
import { useElementRights } from "../lib/element-rights";
import { elementTabs } from "../lib/element-tab";
import { readElementId } from "../lib/read-element-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const elementId = readElementId(params.elementId);
    if (elementId === null) return null;
    try {
      await queryClient.ensureQueryData(elementQueryOptions(elementId));
    } catch {
      // Shown in place: "not found", or the failure with a way to try again.
    }
    return null;
  };
}

function ElementNotFound() {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="Elements"
      title="This element does not exist"
      actions={
        <Link to={paths.app.elements.all.getHref()} className={buttonClassName("primary")}>
          Back to all elements
        </Link>
      }
    >
      <p>It may have been deleted, or the address is mistyped.</p>
    </StatusPage>
  );
}

/** One element: what it is, whether archived or being edited, then its tabs (child routes). */
export function Component() {
  const elementId = readElementId(useParams().elementId);
  if (elementId === null) return <ElementNotFound />;
  return (
    <ElementLockProvider key={elementId} elementId={elementId}>
      <ElementPageFrame elementId={elementId} />
    </ElementLockProvider>
  );
}

function ElementPageFrame({ elementId }: { elementId: number }) {
  const element = useElement(elementId);
  if (element.isPending) {
    return (
      <div role="status" aria-label="Loading the element…" className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-80" />
        <Skeleton className="mt-6 h-64 w-full" />
      </div>
    );
  }
  if (element.isError) {
    if (isApiError(element.error) && element.error.type === "NotFound") return <ElementNotFound />;
    return (
      <Card>
        <LoadError
          title="This element could not be loaded"
          error={element.error}
          retrying={element.isFetching}
          onRetry={() => void element.refetch()}
        />
      </Card>
    );
  }
  return <ElementFrame element={element.data} />;
}

function ElementFrame({ element }: { element: ElementDetail }) {
  const rights = useElementRights();
  const lock = useRecordLock();
  const archived = element.archivedAt !== null;
  const page = useMemo<ElementPage>(
    () => ({ element, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [element, rights.canWrite, rights.canDelete, archived],
  );
  return (
    <ElementPageContext value={page}>
      <title>{`${element.title} · Elements · ${config.productName}`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to={paths.app.elements.all.getHref()} className="font-medium text-indigo-700 hover:underline">
          Elements
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="font-mono text-slate-600">{element.code}</span>
      </nav>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{element.title}</h1>
            <RightsStatusBadge status={element.status} />
            {archived && <Badge tone="amber">Archived</Badge>}
          </div>
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
        </div>
        {!archived && rights.canDelete && (
          <div className="flex flex-wrap gap-3">
            <ArchiveElementButton element={element} disabled={lock.isLockedByOther} />
          </div>
        )}
      </div>
      <ArchivedElementBanner element={element} canDelete={rights.canDelete} />
      <RecordLockBanner recordLabel="element" />
      <TabNav label={`${element.title}: tabs`} tabs={elementTabs(element)} className="mb-6" />
      <Outlet />
    </ElementPageContext>
  );
}
