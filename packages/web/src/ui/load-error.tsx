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
