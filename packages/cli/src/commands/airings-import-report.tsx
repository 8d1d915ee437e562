import { Box, Text } from "ink";
import {
  airingFieldLabels,
  airingFields,
  airingIssueKindLabels,
  airingRowOutcomeLabels,
  airingUploadStatusLabels,
  type AiringImportResult,
} from "@rightsdesk/domain";
import { alignColumns } from "../ui/table.js";

/** Where the mapping in use came from: the --map options, the source's saved one, or the header. */
export type MappingOrigin = "given" | "saved" | "detected";

export interface AiringsImportReportProps {
  result: AiringImportResult;
  source: string;
  mappingFrom: MappingOrigin;
  /** The web page of the upload's open issues; null when nothing was kept. */
  issuesAddress: string | null;
  /** How many of the first issues to list. */
  issueLines: number;
}

const count = (value: number) => value.toLocaleString("en-US");
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

const mappingHeading: Readonly<Record<MappingOrigin, string>> = {
  given: "Columns read, as --map named them:",
  saved: "Columns read, as saved for this source:",
  detected: "Columns read, found from the header:",
};

/** "46 rows: 30 counted, 1 restated, ..." in the domain's words for each outcome. */
export function describeRowCounts(rows: AiringImportResult["rows"]): string {
  const outcomes = (["counted", "restated", "notAired", "unreadable", "skipped"] as const).map(
    (outcome) => `${count(rows[outcome])} ${airingRowOutcomeLabels[outcome].toLowerCase()}`,
  );
  return `${plural(rows.total, "row", "rows")} in the file: ${outcomes.join(", ")}.`;
}

function MappingLines({ result, mappingFrom }: Pick<AiringsImportReportProps, "result" | "mappingFrom">) {
  const mapped = airingFields.flatMap((field) => {
    const header = result.mapping[field];
    return header ? [[field, airingFieldLabels[field], `→ "${header}"`]] : [];
  });
  return (
    <Box flexDirection="column">
      <Text bold>{mappingHeading[mappingFrom]}</Text>
      {alignColumns(["", "", ""], mapped)
        .slice(1)
        .map((line) => (
          <Text key={line}>{`  ${line}`}</Text>
        ))}
    </Box>
  );
}

function IssueLines({ result, issueLines }: Pick<AiringsImportReportProps, "result" | "issueLines">) {
  const total = result.issuesByKind.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0)
    return <Text color="green">No issues: every airing read is covered by the rights held.</Text>;
  const byKind = alignColumns(
    ["", ""],
    result.issuesByKind.map((entry) => [airingIssueKindLabels[entry.kind], count(entry.count)]),
  ).slice(1);
  const showSheet = result.format !== "csv";
  const first = result.firstIssues.slice(0, issueLines);
  const rows = alignColumns(
    ["", "", ""],
    first.map((issue) => [
      showSheet ? `${issue.sheet} row ${issue.rowNumber}` : `Row ${issue.rowNumber}`,
      airingIssueKindLabels[issue.kind],
      issue.message,
    ]),
  ).slice(1);
  return (
    <Box flexDirection="column">
      <Text bold color="yellow">{`${plural(total, "issue", "issues")} found:`}</Text>
      {byKind.map((line) => (
        <Text key={line}>{`  ${line}`}</Text>
      ))}
      <Box marginTop={1} flexDirection="column">
        <Text bold>{first.length < total ? `The first ${first.length}:` : "Each issue:"}</Text>
        {rows.map((line, index) => (
          <Text key={index}>{`  ${line}`}</Text>
        ))}
      </Box>
    </Box>
  );
}

function Outcome({
  result,
  source,
  issuesAddress,
}: Omit<AiringsImportReportProps, "issueLines" | "mappingFrom">) {
  if (result.dryRun || !result.upload) {
    return (
      <Text
        bold
      >{`Dry run: nothing was kept (no upload, no rows, no issues, no saved mapping for "${source}").`}</Text>
    );
  }
  const { upload } = result;
  const status = airingUploadStatusLabels[upload.status];
  return (
    <Box flexDirection="column">
      <Text bold>
        {`Upload ${upload.id} from "${upload.source}": ${status.toLowerCase()}` +
          (upload.openIssueCount > 0
            ? `, ${plural(upload.openIssueCount, "open issue", "open issues")}.`
            : ".")}
      </Text>
      {issuesAddress && upload.openIssueCount > 0 ? <Text>{`Review them at ${issuesAddress}`}</Text> : null}
    </Box>
  );
}

/** What an import did: the columns read, the rows by outcome, the issues by kind and the first ones, and the upload kept. */
export function AiringsImportReport(props: AiringsImportReportProps) {
  const { result } = props;
  return (
    <Box flexDirection="column">
      <Text>{`${result.dryRun ? "Checked" : "Imported"} ${result.fileName} (${result.format.toUpperCase()}).`}</Text>
      <Box marginTop={1}>
        <MappingLines result={result} mappingFrom={props.mappingFrom} />
      </Box>
      <Box marginTop={1}>
        <Text>{describeRowCounts(result.rows)}</Text>
      </Box>
      <Box marginTop={1}>
        <IssueLines result={result} issueLines={props.issueLines} />
      </Box>
      <Box marginTop={1}>
        <Outcome result={result} source={props.source} issuesAddress={props.issuesAddress} />
      </Box>
    </Box>
  );
}
