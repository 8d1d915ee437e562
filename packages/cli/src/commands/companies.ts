import type { Command } from "commander";
import {
  addressTypes,
  companyCountries,
  companyListFields,
  companyMainTypes,
  recordStatuses,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { companyCsvColumns } from "../import/read-company-csv.js";
import { companiesImport, type CompaniesImportOptions } from "./companies-import.js";
import { companiesList, type CompaniesListOptions } from "./companies-list.js";
import { addImportOptions, addListOptions, importBehaviourHelp, listHelp } from "./record-command-options.js";

const importHelp = `
The file is CSV with a header line. Columns (any order; only legalName and mainType are required):
  ${companyCsvColumns.slice(0, 7).join(",")}
and, for a first address (addressType and line1 and city required when any is given):
  ${companyCsvColumns.slice(7).join(",")}
mainType: ${companyMainTypes.join(", ")}.
country: ${companyCountries.join(" or ")} (default ${companyCountries[0]}).  status: ${recordStatuses.join(", ")} (default ${recordStatuses[0]}).
subType: one of the main type's, e.g. FOOD for an ADVERTISER, CATERING for a VENDOR, VOICE for a CASTING COMPANY.
addressType: ${addressTypes.join(", ")}.
These values are read without case.

${importBehaviourHelp}`;

/** `rightsdesk companies list|import`. */
export function registerCompanyCommands(program: Command, io: CliIo): void {
  const companies = program
    .command("companies")
    .description("List and import companies (needs Company read, and write to import)");

  addListOptions(
    companies
      .command("list")
      .description("One page of companies (or every page with --all), filtered and sorted"),
    "companies",
    "legalName cn acme",
  )
    .addHelpText(
      "after",
      listHelp(
        companyListFields,
        'rightsdesk companies list --filter "legalName cn harbor" --filter "mainType eq ADVERTISER" --sort legalName',
      ),
    )
    .action((options: CompaniesListOptions) => companiesList(options, io));

  addImportOptions(
    companies
      .command("import <file>")
      .description("Create companies from a CSV file: all or nothing, unless --partial"),
  )
    .addHelpText("after", importHelp)
    .action((file: string, options: CompaniesImportOptions) => companiesImport(file, options, io));
}
