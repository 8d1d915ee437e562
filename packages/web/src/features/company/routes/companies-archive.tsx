import { companyListRoute } from "../components/list/company-list";

/** /companies/archive: archived companies, each of which can be restored. */
export const { loader, Component } = companyListRoute("archive");
