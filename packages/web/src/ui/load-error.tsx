import { Alert } from "./alert";
import { Button } from "./button";
import { RefreshIcon } from "./icons";

/** A failed load shown where the data would be, with a way to try again. */
export function LoadError({
  title,
  error,
  retrying,
  onRetry,
  className,
}: {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className ?? "space-y-4 p-5 sm:p-6"}>
      <Alert title={title}>{error.message}</Alert>
      <Button variant="secondary" busy={retrying} busyLabel="Trying again…" onClick={onRetry}>
        <RefreshIcon className="size-4" />
        Try again
      </Button>
    </div>
  );
}

/** The failed load of a query where its data would be; "Try again" refetches it. */
export function QueryLoadError({
  query,
  title,
  className,
}: {
  query: { error: Error | null; isFetching: boolean; refetch: () => unknown };
  title: string;
  className?: string;
}) {
  if (!query.error) return null;
  return (
    <LoadError
      title={title}
      className={className}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
