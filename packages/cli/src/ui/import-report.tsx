import { Box, Text } from "ink";
import type { ImportOutcome, RowOutcome } from "../import/send-company-import.js";

const count = (value: number) => value.toLocaleString("en-US");
const rows = (value: number) => `${count(value)} ${value === 1 ? "row" : "rows"}`;
const companies = (value: number) => `${count(value)} ${value === 1 ? "company" : "companies"}`;

/** What the import did, in one or two sentences. */
export function describeImportOutcome(outcome: ImportOutcome): string[] {
  const total = outcome.rows.length;
  const { failed, created } = outcome;
  const failedPart = `${rows(failed)} of ${count(total)} ${failed === 1 ? "has" : "have"} errors`;
  if (outcome.dryRun) {
    return failed === 0
      ? [`Dry run: all ${rows(total)} would be created. Nothing was written.`]
      : [`Dry run: ${failedPart}. Nothing was written.`];
  }
  if (outcome.atomic) {
    return failed === 0
      ? [`Created ${companies(created)}.`]
      : [
          `Nothing was written: ${failedPart}, and the import is all or nothing.`,
          "Fix those rows and import the file again, or use --partial to import the good rows.",
        ];
  }
  return failed === 0
    ? [`Created ${companies(created)}.`]
    : [
        `Created ${companies(created)}; ${rows(failed)} failed and ${failed === 1 ? "was" : "were"} not written.`,
      ];
}

function RowErrors({ row }: { row: RowOutcome }) {
  const name = row.legalName ? ` (${row.legalName})` : "";
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{`Line ${row.line}`}</Text>
        {name}
      </Text>
      {row.errors.map((error, index) => (
        <Text key={index}>{`  ${error.field}: ${error.message}`}</Text>
      ))}
    </Box>
  );
}

/** The rows that failed, each with its line in the file and what is wrong, then the summary. */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const failed = outcome.rows.filter((row) => row.status === "failed");
  return (
    <Box flexDirection="column">
      {failed.length > 0 ? (
        <Box flexDirection="column" marginBottom={1}>
          <Text dimColor>Rows with errors (line numbers count the header as line 1):</Text>
          {failed.map((row) => (
            <RowErrors key={row.line} row={row} />
          ))}
        </Box>
      ) : null}
      {describeImportOutcome(outcome).map((line, index) => (
        <Text key={index} color={failed.length > 0 && index === 0 ? "red" : undefined}>
          {line}
        </Text>
      ))}
    </Box>
  );
}
