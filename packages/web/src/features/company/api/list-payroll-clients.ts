import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** The companies naming this vendor as their payroll vendor (`POST /Company/PayrollVendor/Clients/{id}`). */
export function payrollClientsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.payrollClients(companyId),
    queryFn: () => api.listPayrollClients({ params: { id: companyId } }),
  });
}

export function usePayrollClients(companyId: number) {
  return useQuery(payrollClientsQueryOptions(companyId));
}
