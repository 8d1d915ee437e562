import { codeLabel, completionReportSections, sectionOptionLabel } from "@rightsdesk/domain";
import { formatCents, formatDay } from "../../../ui/records/format-day";

const castFields = completionReportSections.find((section) => section.key === "Cast")?.fields ?? [];

const fieldLabels: Readonly<Record<string, string>> = {
  name: "Name",
  productionDate: "Production date",
  assetId: "Spot",
  editVersionId: "Edit version",
  ...Object.fromEntries(castFields.map((field) => [field.name, field.label])),
  editedOut: "Edited out",
};

/** A changed field's name in words: "performanceType" → "On/off camera". */
export function formatChangeField(field: string): string {
  return fieldLabels[field] ?? codeLabel(field);
}

/** A changed value in words: codes through their labels, money in dollars, days as MM/DD/YYYY. */
export function formatChangeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    if (field === "scaleCents") return formatCents(value);
    if (field === "contractId") return `contract #${value}`;
    if (field === "editVersionId") return `edit version #${value}`;
    if (field === "assetId") return `spot #${value}`;
    return String(value);
  }
  if (typeof value === "string") {
    if (field === "productionDate") return formatDay(value);
    // A cast member's chosen option reads as the cast tab shows it ("SA" → "SAG-AFTRA", "VO" → "Voice over").
    const castField = castFields.find((candidate) => candidate.name === field);
    return castField ? sectionOptionLabel(castField, value) : codeLabel(value);
  }
  return JSON.stringify(value);
}
