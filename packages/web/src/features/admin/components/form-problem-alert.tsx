import { useEffect, useRef } from "react";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { RefreshIcon } from "../../../ui/icons";
import type { FormProblem } from "../lib/form-problem";

/**
 * Why the save failed, focused as it appears. A stale version offers to load what the other
 * person saved (replacing the edits here, which the user is told).
 */
export function FormProblemAlert({
  problem,
  onReload,
  reloading,
}: {
  problem: FormProblem;
  onReload: () => void;
  reloading: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  if (!problem) return null;
  if (problem.kind === "error") {
    return (
      <Alert ref={ref} title="Not saved">
        {problem.message}
      </Alert>
    );
  }
  return (
    <Alert ref={ref} title="Someone else changed this first">
      <p>{problem.message}</p>
      <p className="mt-1">Loading their version replaces the edits you made here.</p>
      <Button variant="secondary" className="mt-3" busy={reloading} busyLabel="Loading…" onClick={onReload}>
        <RefreshIcon className="size-4" />
        Load the latest version
      </Button>
    </Alert>
  );
}
