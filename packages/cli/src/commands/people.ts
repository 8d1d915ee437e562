import type { Command } from "commander";
import {
  genders,
  personAddressTypes,
  personKinds,
  personListFields,
  recordStatuses,
  unionCategories,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { personAddressCsvColumns, personCsvColumns } from "../import/read-person-csv.js";
import { peopleImport, type PeopleImportOptions } from "./people-import.js";
import { peopleList, type PeopleListOptions } from "./people-list.js";
import { addImportOptions, addListOptions, importBehaviourHelp, listHelp } from "./record-command-options.js";

const personColumns = personCsvColumns.filter((column) => !personAddressCsvColumns.includes(column));

const importHelp = `
The file is CSV with a header line. Columns (any order; only firstName, lastName and kinds are required):
  ${personColumns.join(",")}
and, for a first address (addressType and line1 and city required when any is given):
  ${personAddressCsvColumns.join(",")}
kinds: one or more of ${personKinds.join(", ")}, separated by ";" or "|", e.g. TALENT;CREW.
gender: ${genders.join(", ")}.  dateOfBirth: YYYY-MM-DD or MM/DD/YYYY.  status: ${recordStatuses.join(", ")} (default ${recordStatuses[0]}).
unions: any of ${unionCategories.join(", ")}, separated by ";" or "|".
addressType: ${personAddressTypes.join(", ")}.
These values are read without case.

A row that matches a person already stored or an earlier row of the file (the same name and date
of birth, or the same e-mail) fails as a likely duplicate; --confirm-duplicates imports it anyway.

${importBehaviourHelp}`;

/** `rightsdesk people list|import`. */
export function registerPeopleCommands(program: Command, io: CliIo): void {
  const people = program
    .command("people")
    .description("List and import people (needs People read, and write to import)");

  addListOptions(
    people.command("list").description("One page of people (or every page with --all), filtered and sorted"),
    "people",
    "fullName cn jane",
  )
    .addHelpText(
      "after",
      listHelp(
        personListFields,
        'rightsdesk people list --filter "fullName cn jane" --filter "employmentType cn TALENT" --sort lastName',
      ),
    )
    .action((options: PeopleListOptions) => peopleList(options, io));

  addImportOptions(
    people
      .command("import <file>")
      .description("Create people from a CSV file: all or nothing, unless --partial"),
  )
    .option("--confirm-duplicates", "import rows that match an existing person or an earlier row too")
    .addHelpText("after", importHelp)
    .action((file: string, options: PeopleImportOptions) => peopleImport(file, options, io));
}
