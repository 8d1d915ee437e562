import type { CompanyUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { companyKind } from "./company-kind";

/** Saves a company's profile with the version it was loaded at (`PUT /Company/{id}`). */
export function useUpdateCompany(companyId: number) {
  return useRecordChange(companyKind, (body: CompanyUpdateRequest) =>
    api.updateCompany({ params: { id: companyId }, body }),
  );
}
