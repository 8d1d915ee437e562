import type { CompanyRecord } from "@rightsdesk/domain";
import { createContext, useContext } from "react";

export interface CompanyPage {
  company: CompanyRecord;
  /** The user may change this company now: Company write, and the company is not archived. */
  canEdit: boolean;
  /** Company delete: archive and restore. */
  canDelete: boolean;
}

/** The company a detail page is about, with what the user may do to it; set by the layout. */
export const CompanyPageContext = createContext<CompanyPage | null>(null);

export function useCompanyPage(): CompanyPage {
  const page = useContext(CompanyPageContext);
  if (!page) throw new Error("useCompanyPage needs the company layout around it.");
  return page;
}
