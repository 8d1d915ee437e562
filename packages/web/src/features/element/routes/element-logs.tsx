import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { logPageSizes, LogsCard } from "../../../ui/records/logs-card";
import { elementLogsQueryOptions } from "../api/list-element-logs";
import { useElementPage } from "../components/detail/element-page";
import { elementLogFormatter } from "../lib/element-labels";
import { readElementId } from "../lib/read-element-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const elementId = readElementId(params.elementId);
    if (elementId === null) return null;
    try {
      await queryClient.ensureQueryData(elementLogsQueryOptions(elementId, 0, logPageSizes[0]));
    } catch {
      // Shown in place with "Try again".
    }
    return null;
  };
}

/** The logs tab: every change to the element, its licences, sections and documents, newest first. */
export function Component() {
  const { element } = useElementPage();
  return (
    <LogsCard
      recordLabel="element"
      formatter={elementLogFormatter}
      pageQuery={(page, size) => elementLogsQueryOptions(element.id, page, size)}
    />
  );
}
