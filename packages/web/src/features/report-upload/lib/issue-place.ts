/** Where an issue's row is: "post-log.xlsx, Sheet1, row 12". */
export function describeIssuePlace(issue: { fileName: string; sheet: string; rowNumber: number }): string {
  return [issue.fileName, issue.sheet, `row ${issue.rowNumber}`].filter(Boolean).join(", ");
}
