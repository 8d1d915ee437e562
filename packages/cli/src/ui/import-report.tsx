import { Box, Text } from "ink";
import type { ImportOutcome, ImportRecordNames, RowOutcome } from "../import/send-import.js";

const count = (value: number) => value.toLocaleString("en-US");
const rows = (value: number) => `${count(value)} ${value === 1 ? "row" : "rows"}`;

/** What the import did, in one or two sentences. */
export function describeImportOutcome(
  outcome: ImportOutcome<object>,
  names: Pick<ImportRecordNames<object>, "one" | "many">,
): string[] {
  const total = outcome.rows.length;
  const { failed, created } = outcome;
  const records = (value: number) => `${count(value)} ${value === 1 ? names.one : names.many}`;
  const failedPart = `${rows(failed)} of ${count(total)} ${failed === 1 ? "has" : "have"} errors`;
  if (outcome.dryRun) {
    return failed === 0
      ? [`Dry run: all ${rows(total)} would be created. Nothing was written.`]
      : [`Dry run: ${failedPart}. Nothing was written.`];
  }
  if (outcome.atomic) {
    return failed === 0
      ? [`Created ${records(created)}.`]
      : [
          `Nothing was written: ${failedPart}, and the import is all or nothing.`,
          "Fix those rows and import the file again, or use --partial to import the good rows.",
        ];
  }
  return failed === 0
    ? [`Created ${records(created)}.`]
    : [
        `Created ${records(created)}; ${rows(failed)} failed and ${failed === 1 ? "was" : "were"} not written.`,
      ];
}

function RowErrors({ row, name }: { row: RowOutcome<object>; name: string }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{`Line ${row.line}`}</Text>
        {name ? ` (${name})` : ""}
      </Text>
      {row.errors.map((error, index) => (
        <Text key={index}>{`  ${error.field}: ${error.message}`}</Text>
      ))}
    </Box>
  );
}

/** The rows that failed, each with its line in the file and what is wrong, then the summary. */
export function ImportReport<Identity extends object>({
  outcome,
  names,
}: {
  outcome: ImportOutcome<Identity>;
  names: ImportRecordNames<Identity>;
}) {
  const failed = outcome.rows.filter((row) => row.status === "failed");
  return (
    <Box flexDirection="column">
      {failed.length > 0 ? (
        <Box flexDirection="column" marginBottom={1}>
          <Text dimColor>Rows with errors (line numbers count the header as line 1):</Text>
          {failed.map((row) => (
            <RowErrors key={row.line} row={row} name={names.nameOf(row)} />
          ))}
        </Box>
      ) : null}
      {describeImportOutcome(outcome, names).map((line, index) => (
        <Text key={index} color={failed.length > 0 && index === 0 ? "red" : undefined}>
          {line}
        </Text>
      ))}
    </Box>
  );
}
