import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** One page of a person's audit log, newest first (`POST /People/Logs/GetBy/{id}`). */
export function personLogsQueryOptions(personId: number, pageNumber: number, pageSize: number) {
  return {
    queryKey: [...peopleKeys.logs(personId), pageNumber, pageSize] as const,
    queryFn: () =>
      api.listPersonLogs({
        params: { id: personId },
        body: { filters: [], sortField: "Id", sortDescending: true, pageNumber, pageSize },
      }),
  };
}
