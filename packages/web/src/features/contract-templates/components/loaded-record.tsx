import { isApiError } from "@rightsdesk/api-client";
import type { QueryClient, UseQueryResult } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { readRecordId } from "../../../lib/read-record-id";
import { paths } from "../../../routing/paths";
import { loadById } from "../../../ui/records/record-queries";
import { snippetQueryOptions, useSnippet } from "../api/get-snippet";
import { useTemplate } from "../api/get-template";
import type { ReactNode } from "react";
import { Card } from "../../../ui/card";
import { LoadError } from "../../../ui/load-error";
import type { RecordNouns } from "../../../ui/records/record-kind";
import { RecordNotFound } from "../../../ui/records/record-layout";
import { Skeleton } from "../../../ui/skeleton";

/** A template or snippet page: a skeleton while it loads, "does not exist", the load error, or the page. */
export function LoadedRecord<T>({
  query,
  nouns,
  listHref,
  children,
}: {
  query: UseQueryResult<T> | null;
  nouns: RecordNouns;
  listHref: string;
  children: (record: T) => ReactNode;
}) {
  if (query === null) return <RecordNotFound nouns={nouns} listHref={listHref} />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading the ${nouns.singular}…`} className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-80" />
        <Skeleton className="mt-6 h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.type === "NotFound") {
      return <RecordNotFound nouns={nouns} listHref={listHref} />;
    }
    return (
      <Card>
        <LoadError
          title={`This ${nouns.singular} could not be loaded`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  return children(query.data);
}

/**
 * The item a library page's address names (`:snippetId`, `:templateId`), loaded: "does not exist"
 * for an address without a valid id.
 */
export function LoadedFromAddress<T>({
  param,
  useItem,
  nouns,
  listHref,
  children,
}: {
  param: string;
  useItem: (id: number, options: { enabled: boolean }) => UseQueryResult<T>;
  nouns: RecordNouns;
  listHref: string;
  children: (record: T, query: UseQueryResult<T>) => ReactNode;
}) {
  const id = readRecordId(useParams()[param]);
  const query = useItem(id ?? 0, { enabled: id !== null });
  return (
    <LoadedRecord query={id === null ? null : query} nouns={nouns} listHref={listHref}>
      {(record) => children(record, query)}
    </LoadedRecord>
  );
}

/** Where a snippet's pages (view, edit) find it: its address's id, its query, its names and list. */
export const snippetAddress = {
  param: "snippetId",
  useItem: useSnippet,
  nouns: { singular: "snippet", plural: "Snippets" },
  listHref: paths.app.contractSnippets.all.getHref(),
};

/** Where a template's pages (view, edit) find it. */
export const templateAddress = {
  param: "templateId",
  useItem: useTemplate,
  nouns: { singular: "template", plural: "Templates" },
  listHref: paths.app.contractTemplates.all.getHref(),
};

/** The loader of a snippet's pages: the snippet, a failure shown in place. */
export function loadSnippet(queryClient: QueryClient) {
  return loadById(queryClient, (params) => readRecordId(params.snippetId), snippetQueryOptions);
}
