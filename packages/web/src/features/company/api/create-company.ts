import type { CompanyCreateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { companyKind } from "./company-kind";

/** Creates a company, with its first address when one is given (`POST /Company`). */
export function useCreateCompany() {
  return useRecordChange(companyKind, (body: CompanyCreateRequest) => api.createCompany({ body }));
}
