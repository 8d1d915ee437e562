import type { ReactNode } from "react";
import { QueryLoadError } from "./load-error";
import { Skeleton } from "./skeleton";

/** The parts of a TanStack Query result a view reads. */
export interface ViewQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a card shows for its query: `loading` while it loads, the failure with "Try again", the
 * `empty` state when `isEmpty` says there is nothing, or the data drawn by `children`.
 */
export function QueryView<T>({
  query,
  loading,
  errorTitle,
  errorClassName,
  isEmpty,
  empty,
  children,
}: {
  query: ViewQuery<T>;
  loading: ReactNode;
  /** "The linked assets could not be loaded". */
  errorTitle: string;
  errorClassName?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError && query.error) {
    return <QueryLoadError query={query} title={errorTitle} className={errorClassName} />;
  }
  if (query.data === undefined) return null;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

/**
 * Grey bars while a card's content loads, announced as `label` ("Loading the photos…") when
 * given. Each bar is a skeleton with the class given ("h-4 w-2/3").
 */
export function LoadingBars({
  label,
  bars,
  className = "space-y-3 px-5 py-5 sm:px-6",
}: {
  label?: string;
  bars: readonly string[];
  className?: string;
}) {
  return (
    <div {...(label ? { role: "status", "aria-label": label } : {})} className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}
