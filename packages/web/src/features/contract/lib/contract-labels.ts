import { formatCatalogueName } from "../../../ui/records/record-labels";

/** A family as read: "Union", "Non-union", "MSA". */
export function familyLabel(family: string): string {
  if (family === "MSA") return "MSA";
  if (family === "NON UNION") return "Non-union";
  return formatCatalogueName(family);
}

/** An agreement as read: "Principal commercial", "MSA template three", "Non-union talent agreement". */
export function agreementLabel(agreement: string): string {
  return formatCatalogueName(agreement)
    .replace(/\bMsa\b/, "MSA")
    .replace(/^Non-union/i, "Non-union");
}

/** On or off camera as read: "ON_CAMERA" → "On camera". */
export function performanceLabel(type: string): string {
  return formatCatalogueName(type.replaceAll("_", " "));
}

/** A union as read: "SAG AFTRA" → "SAG-AFTRA", "NON UNION" → "Non-union". */
export function unionLabel(union: string): string {
  if (union === "SAG AFTRA") return "SAG-AFTRA";
  if (union === "NON UNION") return "Non-union";
  return union;
}
