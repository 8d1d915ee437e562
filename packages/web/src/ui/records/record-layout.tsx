import { isApiError } from "@rightsdesk/api-client";
import { Fragment, useMemo, type ReactNode } from "react";
import { Link, Outlet, useParams } from "react-router-dom";
import { config } from "../../config";
import { readRecordId } from "../../lib/read-record-id";
import { buttonClassName } from "../button";
import { Card } from "../card";
import { CompassIcon } from "../icons";
import { LoadError } from "../load-error";
import { ModuleLink } from "../module-link";
import { Skeleton } from "../skeleton";
import { StatusPage } from "../status-page";
import { TabNav, type TabLink } from "../tab-nav";
import { RecordLockBanner } from "./lock-banner";
import type { RecordKind, RecordNouns } from "./record-kind";
import { RecordPageProvider, type RecordPage } from "./record-page";
import { useModuleRights, useRecord } from "./record-queries";
import { RecordLockProvider } from "./record-lock";

/**
 * The page for an address that names no record of the kind. A kind shows it itself only where
 * `RecordLayout` does not already (a record found under the wrong address, say).
 */
export function RecordNotFound({
  nouns,
  listHref,
  reason = "It may have been deleted, or the address is mistyped.",
}: {
  nouns: RecordNouns;
  listHref: string;
  reason?: string;
}) {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow={nouns.plural}
      title={`This ${nouns.singular} does not exist`}
      actions={
        <Link to={listHref} className={buttonClassName("primary")}>
          {`Back to all ${nouns.plural.toLowerCase()}`}
        </Link>
      }
    >
      <p>{reason}</p>
    </StatusPage>
  );
}

export interface RecordLayoutProps<T extends { id: number }> {
  kind: RecordKind<T>;
  /** The record may not be changed whatever the user's rights: archived (the default), voided. */
  isReadOnly?: (record: T) => boolean;
  /** The not-found page's sentence, where "It may have been deleted…" does not fit. */
  notFoundReason?: string;
  /** Draws the loaded record, usually `RecordFrame`; the page (`useRecordPage`) is set around it. */
  children: (record: T, page: RecordPage<T>) => ReactNode;
}

/**
 * The route component of one record's pages: reads its id from the address, holds its edit lock,
 * loads it, and shows a skeleton, "not found" or the load error until `children` can draw it.
 * A kind's layout route is `<RecordLayout kind={assetKind} isReadOnly={…}>{(asset) => …}</RecordLayout>`.
 */
export function RecordLayout<T extends { id: number }>(props: RecordLayoutProps<T>) {
  const { kind, notFoundReason } = props;
  const recordId = readRecordId(useParams()[kind.param]);
  if (recordId === null) {
    return <RecordNotFound nouns={kind.nouns} listHref={kind.listHref()} reason={notFoundReason} />;
  }
  return (
    <RecordLockProvider key={recordId} kind={kind} recordId={recordId}>
      <RecordLoader recordId={recordId} {...props} />
    </RecordLockProvider>
  );
}

function RecordLoader<T extends { id: number }>({
  recordId,
  kind,
  isReadOnly,
  notFoundReason,
  children,
}: RecordLayoutProps<T> & { recordId: number }) {
  const record = useRecord(kind, recordId);
  const { nouns } = kind;
  if (record.isPending) {
    return (
      <div role="status" aria-label={`Loading the ${nouns.singular}…`} className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-80" />
        <Skeleton className="h-4 w-60" />
        <Skeleton className="mt-6 h-9 w-full" />
        <Skeleton className="mt-6 h-64 w-full" />
      </div>
    );
  }
  if (record.isError) {
    if (isApiError(record.error) && record.error.type === "NotFound") {
      return <RecordNotFound nouns={nouns} listHref={kind.listHref()} reason={notFoundReason} />;
    }
    return (
      <Card>
        <LoadError
          title={`This ${nouns.singular} could not be loaded`}
          error={record.error}
          retrying={record.isFetching}
          onRetry={() => void record.refetch()}
        />
      </Card>
    );
  }
  return (
    <RecordPageOf kind={kind} record={record.data} isReadOnly={isReadOnly}>
      {children}
    </RecordPageOf>
  );
}

function RecordPageOf<T extends { id: number }>({
  kind,
  record,
  isReadOnly,
  children,
}: Pick<RecordLayoutProps<T>, "kind" | "isReadOnly" | "children"> & { record: T }) {
  const { canWrite, canDelete } = useModuleRights(kind.module);
  const readOnly = isReadOnly ? isReadOnly(record) : (kind.isArchived?.(record) ?? false);
  const page = useMemo<RecordPage<T>>(
    () => ({ record, canEdit: canWrite && !readOnly, canDelete, canWrite }),
    [record, canWrite, canDelete, readOnly],
  );
  return (
    <RecordPageProvider kind={kind} page={page}>
      {children(record, page)}
    </RecordPageProvider>
  );
}

/** One link of the breadcrumb above a record's title. */
export interface Crumb {
  label: string;
  href: string;
}

export interface RecordFrameProps {
  nouns: RecordNouns;
  /** The record's name: the page's h1, its document title and its tab bar's label. */
  name: string;
  /** The breadcrumb's links, ending before the record's own code (`code`). */
  crumbs: Crumb[];
  /** The record's code or id, last in the breadcrumb. */
  code: string;
  /** Beside the title: status and other badges. */
  badges: ReactNode;
  /** Lines under the title (what kind of record it is, when it ends). */
  summary: ReactNode;
  /** Beside the header, top right: the archive button and the like, or null. */
  actions: ReactNode;
  /** Above the lock banner: the archived banner, usually `RecordArchivedBanner`. */
  banner: ReactNode;
  tabs: TabLink[];
}

/**
 * What every record page shows above its tab's content: the document title, a breadcrumb, the
 * title with badges and actions, the archived and lock banners, the tab bar, then the current tab
 * (the child route). It needs `RecordLayout` around it for the lock.
 */
export function RecordFrame({
  nouns,
  name,
  crumbs,
  code,
  badges,
  summary,
  actions,
  banner,
  tabs,
}: RecordFrameProps) {
  return (
    <>
      <title>{`${name} · ${nouns.plural} · ${config.productName}`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.href}>
            {index > 0 && <Separator />}
            <ModuleLink
              to={crumb.href}
              className="font-medium text-indigo-700 hover:underline"
              plainClassName="text-slate-600"
            >
              {crumb.label}
            </ModuleLink>
          </Fragment>
        ))}
        <Separator />
        <span className="font-mono text-slate-600">{code}</span>
      </nav>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
            {badges}
          </div>
          {summary}
        </div>
        {actions}
      </div>
      {banner}
      <RecordLockBanner recordLabel={nouns.singular} />
      <TabNav label={`${name}: tabs`} tabs={tabs} className="mb-6" />
      <Outlet />
    </>
  );
}

function Separator() {
  return (
    <span aria-hidden="true" className="mx-2 text-slate-400">
      /
    </span>
  );
}
