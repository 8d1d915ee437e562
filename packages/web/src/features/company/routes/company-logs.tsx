import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { logPageSizes, LogsCard } from "../../../ui/records/logs-card";
import { companyLogsQueryOptions } from "../api/list-company-logs";
import { useCompanyPage } from "../components/detail/company-page";
import { companyLogFormatter } from "../lib/log-changes";
import { readCompanyId } from "../lib/read-company-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const companyId = readCompanyId(params.companyId);
    if (companyId === null) return null;
    try {
      await queryClient.ensureQueryData(companyLogsQueryOptions(companyId, 0, logPageSizes[0]));
    } catch {
      // Shown in place with "Try again".
    }
    return null;
  };
}

/** The logs tab: every change to the company, its sections and documents, newest first. */
export function Component() {
  const { company } = useCompanyPage();
  return (
    <LogsCard
      recordLabel="company"
      formatter={companyLogFormatter}
      pageQuery={(page, size) => companyLogsQueryOptions(company.id, page, size)}
    />
  );
}
