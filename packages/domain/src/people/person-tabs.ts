import type { PersonKind } from "./person-catalogues.js";

const crewTabs = [
  "Address",
  "Contact",
  "Emergency Contact",
  "Travel Info",
  "ID w/Payroll Vendor",
  "Bank Info",
  "W4 Individual Withholding",
  "W-9 Corp/Bus Withholding",
  "W-8BEN",
  "Banking/Taxes",
] as const;

/** The tabs a person record shows, by person kind, in the order of spec 001 section 2. */
export const personTabsByKind = {
  AGENT: ["Address", "Contact"],
  CREW: crewTabs,
  TALENT: [...crewTabs, "Loan Out Corporation Info", "Specifications", "Agent Info", "Photos"],
  STAFF: [
    "Banking/Taxes",
    "Travel Info",
    "Address",
    "Contact",
    "Emergency Contact",
    "Bank Info",
    "W4",
    "W-9",
    "W-8BEN",
  ],
  VENDOR: ["Address", "Contact", "Emergency Contact", "Bank Info", "Banking/Taxes"],
} as const satisfies Readonly<Record<PersonKind, readonly string[]>>;

export type PersonTab = (typeof personTabsByKind)[PersonKind][number];
