import type { CompletionReportRoute } from "@rightsdesk/domain";

const notes: Partial<Record<CompletionReportRoute, string>> = {
  castList:
    "Leave the talent contract empty for a performer without a contract on this spot; the reconciliation flags them.",
  elements: "The reconciliation reads each element's licences against the spot's media.",
};

/** What the reconciliation makes of a tab's references, where the section has them. */
export function SectionTabNote({ route }: { route: CompletionReportRoute }) {
  const note = notes[route];
  if (!note) return null;
  return <p className="text-sm text-slate-600">{note}</p>;
}
