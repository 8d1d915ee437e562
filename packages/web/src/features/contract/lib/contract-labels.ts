import { codeLabel } from "@rightsdesk/domain";

/**
 * The contract screens' names for the codes they show, all read through the domain's one reading
 * of codes: "NON UNION" → "Non-union", "MSA TEMPLATE THREE" → "MSA template three",
 * "ON_CAMERA" → "On camera", "SAG AFTRA" → "SAG-AFTRA".
 */
export const familyLabel = codeLabel;
export const agreementLabel = codeLabel;
export const performanceLabel = codeLabel;
export const unionLabel = codeLabel;
