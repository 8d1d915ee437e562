/** Where an issue's row is: "post-log.xlsx, Sheet1, row 12". */
export function describeIssuePlace(issue: { fileName: string; sheet: string; rowNumber: number }): string {
  const sheet = issue.sheet === issue.fileName ? "" : issue.sheet;
  return [issue.fileName, sheet, `row ${issue.rowNumber}`].filter(Boolean).join(", ");
}
