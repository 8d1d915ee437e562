import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { companyKeys } from "./company-keys";

/** The companies naming this vendor as their payroll vendor (`POST /Company/PayrollVendor/Clients/{id}`). */
export const payrollClientsQueryOptions = ownedQueryOptions(companyKeys.payrollClients, (id) =>
  api.listPayrollClients({ params: { id } }),
);

export function usePayrollClients(companyId: number) {
  return useQuery(payrollClientsQueryOptions(companyId));
}
