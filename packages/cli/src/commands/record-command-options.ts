import { Option, type Command } from "commander";
import type { ListFields } from "@rightsdesk/domain";
import { PARTIAL_BATCH_SIZE } from "../import/send-import.js";
import { formatOption } from "./users.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** Help lines wrap here, as the hand-written help around them does. */
const HELP_WIDTH = 90;

/** "Label: a, b, c<end>" wrapped under the label's end, each line at most HELP_WIDTH wide. */
function wrapList(label: string, items: readonly string[], end: string): string {
  const words = items.map((item, index) => `${item}${index === items.length - 1 ? end : ","}`);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && label.length + line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return `${label}${lines.join(`\n${" ".repeat(label.length)}`)}`;
}

/** The help after a list command: the fields it filters and sorts on, the operators, an example. */
export function listHelp(fields: ListFields, example: string): string {
  return `
${wrapList("Fields: ", fields.names, " (dates YYYY-MM-DD).")}
Operators: eq nq cn nc sw ew in ni (text), lt gt lte gte eq nq in ni (numbers, dates).
Example: ${example}`;
}

/** The options every record list takes; `records` names them ("companies"), `filter` shows one. */
export function addListOptions(command: Command, records: string, filter: string): Command {
  return command
    .option("--filter <filter>", `PROPERTY OPERATOR VALUE, e.g. "${filter}" (repeatable)`, collect)
    .option("--case-sensitive", "match filter values with case")
    .option("--sort <field>", "field to sort on (default Id)")
    .option("--desc", "sort descending")
    .option("--page <number>", "page number, from 0")
    .option("--page-size <number>", "records per page (1-500, default 25)")
    .option("--archived", `list archived ${records} instead of active ones`)
    .option("--all", "every page, not one (ignores --page and --page-size)")
    .addOption(formatOption());
}

/** The options every CSV import takes. */
export function addImportOptions(command: Command): Command {
  return command
    .option("--dry-run", "check every row on the server too, and write nothing")
    .option("--partial", "write the good rows and report the bad ones")
    .addOption(
      new Option("-f, --format <format>", "report format").choices(["table", "json"]).default("table"),
    );
}

/** How every CSV import behaves, for the end of its help. */
export const importBehaviourHelp = `Every row is checked here first, then on the server. By default the import is all or nothing:
one bad row and nothing is written. --partial sends ${PARTIAL_BATCH_SIZE} rows per request and writes every good row.
Errors name the row by its line in the file (the header is line 1) and the column.
Progress goes to stderr (bars in a terminal, plain lines otherwise); the report to stdout.
Exit status: 0 every row imported (or valid, with --dry-run), 1 some row failed, 2 bad usage.`;
