import type { SectionField } from "../company/section-fields.js";

/**
 * The fields of a bank account, the same on a company's Banks tab and a person's Bank info: the
 * account number is a secret (encrypted at rest, answered masked).
 */
export const bankAccountFields = [
  { kind: "text", name: "bankName", label: "Bank name", required: true },
  { kind: "text", name: "accountHolder", label: "Account holder", required: true },
  {
    kind: "text",
    name: "routingNumber",
    label: "Routing number",
    pattern: /^\d{9}$/,
    patternMessage: "Enter the routing number as 9 digits.",
  },
  {
    kind: "secret",
    name: "accountNumber",
    label: "Account number",
    required: true,
    pattern: /^\d{4,17}$/,
    patternMessage: "Enter the account number as 4 to 17 digits.",
  },
  { kind: "select", name: "accountType", label: "Account type", options: ["CHECKING", "SAVINGS"] },
  { kind: "boolean", name: "isPrimary", label: "Primary account" },
] as const satisfies readonly SectionField[];
