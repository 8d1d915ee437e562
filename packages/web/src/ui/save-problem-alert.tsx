import { useEffect, useRef } from "react";
import type { SaveProblem } from "../lib/save-problem";
import { Alert } from "./alert";
import { Button } from "./button";
import { RefreshIcon } from "./icons";

/**
 * Why a save failed, focused as it appears. A stale version offers to load what the other
 * person saved (replacing the edits here, which the user is told).
 */
export function SaveProblemAlert({
  problem,
  onReload,
  reloading,
}: {
  problem: SaveProblem;
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
  if (problem.kind === "locked") {
    return (
      <Alert ref={ref} title="Someone else is editing">
        {problem.message}
      </Alert>
    );
  }
  return (
    <Alert ref={ref} title="Changed by someone else">
      <p>{problem.message}</p>
      <p className="mt-1">Reloading shows their version and replaces the edits you made here.</p>
      <Button variant="secondary" className="mt-3" busy={reloading} busyLabel="Reloading…" onClick={onReload}>
        <RefreshIcon className="size-4" />
        Reload
      </Button>
    </Alert>
  );
}
