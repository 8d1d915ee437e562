import { companyListRoute } from "../components/list/company-list";

/** /companies/all: the companies in use. */
export const { loader, Component } = companyListRoute("all");
