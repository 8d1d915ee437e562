import type { CompletionReportRoute } from "@rightsdesk/domain";

const notes: Partial<Record<CompletionReportRoute, string>> = {
  castList:
    "Talent contract takes the contract's record number: the number at the end of its page's address (…/contracts/12/…). Leave it empty for a performer without a contract on this spot; the reconciliation flags them.",
  elements:
    "Element takes the element's record number: the number in its page's address (…/elements/8/…). The reconciliation reads its licences.",
};

/** What a tab's number fields expect, where the section names another record by its number. */
export function SectionTabNote({ route }: { route: CompletionReportRoute }) {
  const note = notes[route];
  if (!note) return null;
  return <p className="text-sm text-slate-600">{note}</p>;
}
