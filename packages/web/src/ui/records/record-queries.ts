import { canAccessModule, type DocumentSaveRequest, type ModuleName } from "@rightsdesk/domain";
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { LoaderFunctionArgs, Params } from "react-router-dom";
import { readRecordId } from "../../lib/read-record-id";
import { usePermission } from "../../lib/permission";
import type { RecordKind } from "./record-kind";
import type { SectionCalls } from "./record-section";

/** One record of a kind (`POST /{Kind}/GetById/{id}`). */
export function recordQueryOptions<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  return queryOptions({ queryKey: kind.keys.detail(id), queryFn: () => kind.get(id) });
}

export function useRecord<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  // The loader has already retried: a failure shows at once, with "Try again".
  return useQuery({ ...recordQueryOptions(kind, id), retryOnMount: false });
}

/** The record again, from the server: a stale save's "Reload". */
export function useRefetchRecord<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...recordQueryOptions(kind, id), staleTime: 0 });
}

export interface RecordRights {
  canWrite: boolean;
  canDelete: boolean;
}

/**
 * What the signed-in user may do in a module (a kind's `module`). Edit and delete controls only
 * show when these allow; the server checks again anyway.
 */
export function useModuleRights(module: ModuleName): RecordRights {
  const permission = usePermission().data;
  return {
    canWrite: canAccessModule(permission, module, "write"),
    canDelete: canAccessModule(permission, module, "delete"),
  };
}

/**
 * The query options of what one record holds beside its profile (an asset's timeline, an
 * element's licences...), by the record's id: `ownedQueryOptions(assetKeys.timeline, fetch)`.
 */
export function ownedQueryOptions<TKey extends QueryKey, TData>(
  keyOf: (id: number) => TKey,
  fetch: (id: number) => Promise<TData>,
) {
  return (id: number) => queryOptions({ queryKey: keyOf(id), queryFn: () => fetch(id) });
}

/** One page of a record's audit log, newest first (`POST /{Kind}/Logs/GetBy/{id}`). */
export function recordLogsQueryOptions<T extends { id: number }>(
  kind: RecordKind<T>,
  id: number,
  pageNumber: number,
  pageSize: number,
) {
  return {
    queryKey: [...kind.keys.logs(id), pageNumber, pageSize] as const,
    queryFn: () =>
      kind.logs(id, { filters: [], sortField: "Id", sortDescending: true, pageNumber, pageSize }),
  };
}

/** The items of one section of a record (`POST /{Kind}/{section}/GetAll/{id}`). */
export function recordSectionItemsQueryOptions<T extends { id: number }>(
  kind: RecordKind<T>,
  id: number,
  section: string,
) {
  return queryOptions({
    queryKey: kind.keys.sections(id, section),
    queryFn: () => kind.sections.list(id, section),
  });
}

/**
 * A section's calls for the shared section panel: list, add, change with the version it was
 * loaded at (a masked secret sent back unchanged is kept), delete, and reveal where the kind has
 * it. A change refreshes the section, the record's log and whatever else the kind says it touches.
 */
export function useRecordSectionCalls<T extends { id: number }>(
  kind: RecordKind<T>,
  id: number,
  section: string,
): SectionCalls {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const { reveal } = kind.sections;
    return {
      queryKey: kind.keys.sections(id, section),
      list: () => kind.sections.list(id, section),
      add: (data) => kind.sections.add(id, section, data),
      update: (itemId, data, version) => kind.sections.update(section, itemId, data, version),
      remove: (itemId) => kind.sections.remove(section, itemId),
      ...(reveal ? { reveal: (itemId: number, field: string) => reveal(section, itemId, field) } : {}),
      onChanged: () =>
        Promise.all(
          [
            { queryKey: kind.keys.sections(id, section) },
            { queryKey: kind.keys.logs(id) },
            ...(kind.sections.touches?.(id, section) ?? []),
          ].map((filters) => queryClient.invalidateQueries(filters)),
        ),
    };
  }, [kind, id, section, queryClient]);
}

/**
 * A record's calls for the shared documents tab: list, save, delete and download
 * (`/{Kind}/Document/...`); a change also refreshes the record's log.
 */
export function useRecordDocumentCalls<T extends { id: number }>(kind: RecordKind<T>, id: number) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: kind.keys.documents(id),
      list: () => kind.documents.list(id),
      save: (body: DocumentSaveRequest) => kind.documents.save(id, body),
      remove: kind.documents.remove,
      download: kind.documents.download,
      onChanged: () => queryClient.invalidateQueries({ queryKey: kind.keys.logs(id) }),
    }),
    [kind, id, queryClient],
  );
}

/**
 * A record route's `loader`: fetches the record before the page draws, and leaves a failure to
 * the page, which shows "not found" or the error in place.
 */
export function loadById<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  readId: (params: Params) => number | null,
  queryOptions: (id: number) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = readId(params);
    if (id === null) return null;
    try {
      await queryClient.ensureQueryData(queryOptions(id));
    } catch {
      // Shown in place: "not found", or the failure with a way to try again.
    }
    return null;
  };
}

/** The `loader` of a kind's record layout: `loadById` with the kind's id and query. */
export function loadRecord<T extends { id: number }>(queryClient: QueryClient, kind: RecordKind<T>) {
  return loadById(
    queryClient,
    (params) => readRecordId(params[kind.param]),
    (id) => recordQueryOptions(kind, id),
  );
}

/**
 * A section tab's loader: the record (the layout's loader asks for it too; the cache answers
 * once), then the items of the sections the tab shows for it, all at once. Failures show in place.
 */
export function loadSectionTab<T extends { id: number }, R>(
  queryClient: QueryClient,
  kind: RecordKind<T>,
  readRoute: (pathname: string) => R | null,
  sectionsOn: (record: T, route: R) => readonly { key: string }[],
) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = readRecordId(params[kind.param]);
    const route = readRoute(new URL(request.url).pathname);
    if (id === null || route === null) return null;
    try {
      const record = await queryClient.ensureQueryData(recordQueryOptions(kind, id));
      await Promise.all(
        sectionsOn(record, route).map((section) =>
          queryClient.ensureQueryData(recordSectionItemsQueryOptions(kind, id, section.key)),
        ),
      );
    } catch {
      // Each panel shows its own failure with "Try again".
    }
    return null;
  };
}
