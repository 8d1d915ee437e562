import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { logPageSizes, LogsCard } from "../../../ui/records/logs-card";
import { personLogsQueryOptions } from "../api/list-person-logs";
import { usePersonPage } from "../components/detail/person-page";
import { personLogFormatter } from "../lib/person-labels";
import { readPersonId } from "../lib/read-person-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const personId = readPersonId(params.peopleId);
    if (personId === null) return null;
    try {
      await queryClient.ensureQueryData(personLogsQueryOptions(personId, 0, logPageSizes[0]));
    } catch {
      // Shown in place with "Try again".
    }
    return null;
  };
}

/** The logs tab: every change to the person, their sections, photos and documents, newest first. */
export function Component() {
  const { person } = usePersonPage();
  return (
    <LogsCard
      recordLabel="person"
      formatter={personLogFormatter}
      pageQuery={(page, size) => personLogsQueryOptions(person.id, page, size)}
    />
  );
}
