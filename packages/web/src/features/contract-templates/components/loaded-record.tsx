import { isApiError } from "@rightsdesk/api-client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card } from "../../../ui/card";
import { LoadError } from "../../../ui/load-error";
import { RecordNotFound, type RecordNouns } from "../../../ui/records/record-layout";
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
