/**
 * The child routes of /completion-reports/{id}, in tab-bar order: spec 001's completion report
 * tabs (profile, edit version, location, internal note, cast list, elements, participants, crew,
 * documents, logs) as spec 000 names its routes.
 */
export const completionReportRoutes = [
  "profile",
  "edit-version",
  "location",
  "internal-note",
  "cast-list",
  "elements",
  "participants",
  "crew",
  "documents",
  "logs",
] as const;
export type CompletionReportRoute = (typeof completionReportRoutes)[number];

export const completionReportRouteLabels: Readonly<Record<CompletionReportRoute, string>> = {
  profile: "Profile",
  "edit-version": "Edit version",
  location: "Locations",
  "internal-note": "Internal note",
  "cast-list": "Cast list",
  elements: "Elements",
  participants: "Participants",
  crew: "Crew",
  documents: "Documents",
  logs: "Logs",
};
