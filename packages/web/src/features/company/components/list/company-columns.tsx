import { companyFieldLabels, companyListFields as fields, type CompanySummary } from "@rightsdesk/domain";
import { Fragment } from "react";
import { paths } from "../../../../routing/paths";
import type { DataColumn } from "../../../../ui/data-table";
import {
  codeColumn,
  emptyCell,
  listColumn,
  recordLinkColumn,
  recordStatusColumn,
  activeAndArchiveColumns,
} from "../../../../ui/records/record-columns";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { formatCompanySubtype } from "../../lib/company-subtypes";

/** "Agent/representative" may wrap after its slash rather than widen the column. */
function BreakAfterSlash({ text }: { text: string }) {
  const parts = text.split("/");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

const countryName = (country: string) => (country === "USA" ? "USA" : "Other");

const columnsBefore: DataColumn<CompanySummary>[] = [
  codeColumn(fields, "id", { id: "recordId", header: "Record id", code: (company) => company.recordId }),
  recordLinkColumn(fields, "legalName", {
    id: "legalName",
    header: companyFieldLabels.legalName,
    text: (company) => company.legalName,
    href: (company) => paths.app.company.getHref(company.id),
  }),
  listColumn(fields, "businessName", {
    id: "businessName",
    header: companyFieldLabels.businessName,
    value: (company) => company.businessName,
  }),
  listColumn(fields, "dbaName", {
    id: "dbaName",
    header: companyFieldLabels.dbaName,
    // Rarely filled; in the column chooser, so the usual columns fit the page without scrolling.
    defaultVisible: false,
    value: (company) => company.dbaName,
  }),
  listColumn(fields, "mainType", {
    id: "mainType",
    header: companyFieldLabels.mainType,
    valueLabel: formatCatalogueName,
    value: (company) => company.mainType,
    cell: (company) => <BreakAfterSlash text={formatCatalogueName(company.mainType)} />,
  }),
  listColumn(fields, "subType", {
    id: "subType",
    header: companyFieldLabels.subType,
    value: (company) => company.subType,
    // The sub type as people read it (an advertiser's sector by its label).
    cell: (company) =>
      company.subType ? formatCompanySubtype(company.mainType, company.subType) : emptyCell,
  }),
  listColumn(fields, "city", { id: "city", header: "City", value: (company) => company.city }),
  listColumn(fields, "country", {
    id: "country",
    header: "Country",
    defaultVisible: false,
    valueLabel: countryName,
    value: (company) => company.country,
    cell: (company) => countryName(company.country),
  }),
  recordStatusColumn(fields, (company) => company.status),
];

/**
 * The columns of `/companies/all` and of `/companies/archive` (also when each company was
 * archived); DBA name, country and created start hidden.
 */
export const companyColumns = activeAndArchiveColumns(fields, columnsBefore, { updatedVisible: true });
