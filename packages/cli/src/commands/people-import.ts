import type { PersonCreateRequest } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { checkPersonRow, markRepeatedPeople, type CheckedPersonRow } from "../import/person-row-request.js";
import { readPersonCsv, type PersonCsvRow } from "../import/read-person-csv.js";
import { personImportNames, personImportTarget, type PersonIdentity } from "../import/send-person-import.js";
import { runCsvImport, type CsvImport, type CsvImportOptions } from "./run-csv-import.js";

export interface PeopleImportOptions extends CsvImportOptions {
  confirmDuplicates?: boolean;
}

type PersonImport = CsvImport<PersonCsvRow, PersonCreateRequest, CheckedPersonRow, PersonIdentity>;

/** People from CSV; confirming duplicates lets the file, and the server, take a person twice. */
function personImport(confirmDuplicates: boolean): PersonImport {
  return {
    names: personImportNames,
    read: readPersonCsv,
    checkRow: checkPersonRow,
    checkFile: confirmDuplicates ? (rows) => [...rows] : markRepeatedPeople,
    target: (api) => personImportTarget(api, confirmDuplicates),
  };
}

/** `rightsdesk people import FILE.csv`: all or nothing unless --partial; see runCsvImport. */
export function peopleImport(file: string, options: PeopleImportOptions, io: CliIo): Promise<void> {
  return runCsvImport(file, options, personImport(options.confirmDuplicates ?? false), io);
}
