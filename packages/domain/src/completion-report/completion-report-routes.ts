/**
 * The child routes of /completion-reports/{id}, in tab-bar order: spec 001's completion report
 * tabs (profile, edit version, location, internal note, cast list, elements, participants, crew,
 * documents, logs), named as spec 000 names them where it does (completion-report-profile,
 * castList, participant).
 */
export const completionReportRoutes = [
  "completion-report-profile",
  "edit-version",
  "location",
  "internal-note",
  "castList",
  "elements",
  "participant",
  "crew",
  "documents",
  "logs",
] as const;
export type CompletionReportRoute = (typeof completionReportRoutes)[number];

export const completionReportRouteLabels: Readonly<Record<CompletionReportRoute, string>> = {
  "completion-report-profile": "Profile",
  "edit-version": "Edit version",
  location: "Locations",
  "internal-note": "Internal note",
  castList: "Cast list",
  elements: "Elements",
  participant: "Participants",
  crew: "Crew",
  documents: "Documents",
  logs: "Logs",
};
