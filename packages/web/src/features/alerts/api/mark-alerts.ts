import type { Alert, AlertAction } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../lib/api-client";
import { markInTurn, type MarkRunResult } from "../lib/mark-in-turn";
import { alertKeys } from "./alert-keys";

/** Where a run of marks is: "Marking 3 of 12…". */
export interface MarkProgress {
  current: number;
  total: number;
}

/**
 * Marks several alerts alike, one `POST /Alert/Mark` after another, with the progress on the way.
 * A renew or release mark is a decision whose statuses and forecast show on many screens, so once
 * the run ends every cached query is marked stale and the alert lists are fetched again.
 */
export function useMarkAlerts() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<MarkProgress | null>(null);

  const run = async (
    alerts: readonly Alert[],
    action: AlertAction,
    note: string | null,
  ): Promise<MarkRunResult<Alert>> => {
    try {
      return await markInTurn(
        alerts,
        (alert) => api.markAlert({ body: { key: alert.key, action, note } }),
        (current, total) => setProgress({ current, total }),
      );
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ refetchType: "none" });
      await queryClient.refetchQueries({ queryKey: alertKeys.lists(), type: "active" });
    }
  };

  return { run, progress, isPending: progress !== null };
}
