import type { AlertKindValue, AlertRecordRef, AlertState, ReminderCategory } from "@rightsdesk/domain";
import { paths, recordPageHref } from "../../../routing/paths";

/**
 * Each kind's colour, the same on the list's badges and the calendar's chips. The words always
 * say the kind; the colour only helps the eye group them.
 */
export const kindColours: Readonly<Record<AlertKindValue, string>> = {
  HOLDING_FEE: "bg-amber-50 text-amber-800 ring-amber-600/25",
  USAGE_RIGHT: "bg-indigo-50 text-indigo-700 ring-indigo-600/20",
  MPU_EXPIRE: "bg-violet-50 text-violet-700 ring-violet-600/20",
  TALENT_CONTRACT: "bg-sky-50 text-sky-800 ring-sky-600/20",
  ELEMENT_EXPIRE: "bg-teal-50 text-teal-800 ring-teal-600/20",
  MSA_CONTRACT: "bg-rose-50 text-rose-700 ring-rose-600/20",
  REMINDER: "bg-slate-100 text-slate-700 ring-slate-500/20",
  AIRING_ISSUES: "bg-orange-50 text-orange-800 ring-orange-600/25",
};

export const stateLabels: Readonly<Record<AlertState, string>> = {
  OPEN: "Open",
  RENEW: "To renew",
  RELEASE: "To release",
  DONE: "Done",
};

export const stateTones = {
  OPEN: "amber",
  RENEW: "indigo",
  RELEASE: "slate",
  DONE: "green",
} as const satisfies Record<AlertState, "amber" | "indigo" | "slate" | "green">;

/** The page of the record an alert is about. */
export function recordHref(record: Pick<AlertRecordRef, "type" | "id">): string {
  // An upload has no page of its own: its alert opens the upload's issues.
  if (record.type === "report-upload") return paths.app.reportUploads.issues.getHref(record.id);
  return recordPageHref(record.type, record.id);
}

export const recordTypeLabels: Readonly<Record<AlertRecordRef["type"], string>> = {
  asset: "Asset",
  element: "Element",
  contract: "Contract",
  person: "Person",
  company: "Company",
  "completion-report": "Completion report",
  "report-upload": "Upload",
};

export const reminderCategoryLabels: Readonly<Record<ReminderCategory, string>> = {
  "ASSET MPU": "Asset MPU",
  "HOLDING FEE DUE": "Holding fee due",
  "USE CYCLE EXPIRATIONS": "Use cycle expirations",
  ELEMENTS: "Elements",
  CONTRACTS: "Contracts",
};
