import type { CompanyCreateRequest } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import {
  checkCompanyRow,
  markRepeatedCompanies,
  type CheckedCompanyRow,
} from "../import/company-row-request.js";
import { readCompanyCsv, type CompanyCsvRow } from "../import/read-company-csv.js";
import {
  companyImportNames,
  companyImportTarget,
  type CompanyIdentity,
} from "../import/send-company-import.js";
import { runCsvImport, type CsvImport, type CsvImportOptions } from "./run-csv-import.js";

export type CompaniesImportOptions = CsvImportOptions;

const companyImport: CsvImport<CompanyCsvRow, CompanyCreateRequest, CheckedCompanyRow, CompanyIdentity> = {
  names: companyImportNames,
  read: readCompanyCsv,
  checkRow: checkCompanyRow,
  checkFile: markRepeatedCompanies,
  target: companyImportTarget,
};

/** `rightsdesk companies import FILE.csv`: all or nothing unless --partial; see runCsvImport. */
export function companiesImport(file: string, options: CompaniesImportOptions, io: CliIo): Promise<void> {
  return runCsvImport(file, options, companyImport, io);
}
