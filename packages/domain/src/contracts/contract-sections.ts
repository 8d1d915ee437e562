import { routeChildren } from "../access/route-modules.js";
import { contractorKinds, noteTypes, reclassificationActions, termUnits } from "./contract-terms.js";
import { formParts } from "./contract-templates.js";
import { catalogueMediaTypeOf } from "../media/media-fields.js";
import { mediaTypeNames } from "../media/media-catalogue.js";
import { expenseTypes, extraPaymentItems, paymentLineTypes, rateBases } from "./payment-catalogues.js";
import type { SectionField } from "../company/section-fields.js";

/**
 * The child routes of /contracts/{contractId}, in tab-bar order: spec 000 section 2's thirteen.
 * `contract-view` is the profile (parties, terms, fees, status, PDF); `guarantee-payment` the
 * guarantees with their payments; `additionalDealPoints` the compensation lines, extra payments
 * and expenses; `misc` rights contracted, renewal terms and reclassifications; `useRights` the
 * rights acquired, which are use rights of the linked assets and show in their rights tracker.
 */
export const contractRoutes = routeChildren.contract;
export type ContractRoute = (typeof contractRoutes)[number];

export const contractRouteLabels: Readonly<Record<ContractRoute, string>> = {
  "contract-view": "Contract",
  "service-material": "Service & material",
  "guarantee-payment": "Guarantees",
  workDaysHours: "Work days & hours",
  additionalDealPoints: "Compensation",
  "tax-banking": "Tax & banking",
  "linked-assets": "Linked assets",
  misc: "Rights & renewals",
  useRights: "Rights acquired",
  "agent-representation": "Agent",
  usedIn: "Used in",
  documents: "Documents",
  notes: "Notes",
};

export interface ContractSectionDefinition {
  /** Path segment and key: `/Contract/WorkDay/GetAll/{contractId}`. */
  readonly key: string;
  readonly label: string;
  readonly itemLabel: string;
  readonly route: ContractRoute;
  readonly cardinality: "one" | "many";
  readonly fields: readonly SectionField[];
  readonly titleField: string;
  readonly layout?: "table" | "notes";
}

/** A time of day as the work-day fields take it: 24-hour HH:MM. */
const clock = {
  max: 5,
  pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
  patternMessage: "as a 24-hour time like 07:30",
} as const;
const timeField = (name: string, label: string, required = false): SectionField => ({
  kind: "text",
  name,
  label,
  required,
  max: clock.max,
  pattern: clock.pattern,
  patternMessage: `Enter the ${label.toLowerCase()} ${clock.patternMessage}.`,
});

/** Every form part a tax form item may name (W4 part 1, W8 BEN part 2...). */
export const taxFormParts = Object.entries(formParts)
  .filter(([form]) => form !== "MAIN")
  .flatMap(([, parts]) => parts as readonly string[]);
export const taxForms = ["W4", "W8 BEN", "W9", "MINOR TRUST", "NY WAGE THEFT", "CA WAGE THEFT"] as const;
export const taxFormStates = ["REQUESTED", "RECEIVED", "VERIFIED"] as const;

/** A media field offers the catalogue's main types and takes their synonyms ("INTERNET" → DIGITAL). */
const mediaChoices = { options: mediaTypeNames, canonical: catalogueMediaTypeOf };

/** Every section of a contract, declared once: the schema the server checks, the form and the table. */
export const contractSections = [
  {
    key: "Resource",
    label: "Service and material resources",
    itemLabel: "resource",
    route: "service-material",
    cardinality: "many",
    titleField: "description",
    fields: [
      {
        kind: "select",
        name: "contractorKind",
        label: "Contractor kind",
        required: true,
        options: contractorKinds,
      },
      { kind: "text", name: "description", label: "Description", required: true, max: 300 },
      { kind: "company", name: "companyId", label: "Supplier company" },
      { kind: "person", name: "personId", label: "Supplier person" },
      { kind: "number", name: "quantity", label: "Quantity", min: 0 },
      { kind: "select", name: "rateBasis", label: "Rate basis", options: rateBases },
      { kind: "money", name: "rateCents", label: "Rate" },
      { kind: "date", name: "deliveryDate", label: "Delivery date" },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "WorkDay",
    label: "Work days and hours",
    itemLabel: "work day",
    route: "workDaysHours",
    cardinality: "many",
    titleField: "workDate",
    fields: [
      { kind: "date", name: "workDate", label: "Work date", required: true },
      timeField("timeIn", "Time in", true),
      timeField("lunchIn", "Lunch in"),
      timeField("lunchOut", "Lunch out"),
      timeField("timeOut", "Time out", true),
      { kind: "text", name: "location", label: "Location", max: 200 },
      { kind: "boolean", name: "fitting", label: "Fitting day" },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "CompensationLine",
    label: "Compensation",
    itemLabel: "compensation line",
    route: "additionalDealPoints",
    cardinality: "many",
    titleField: "lineType",
    fields: [
      { kind: "select", name: "lineType", label: "Payment line", required: true, options: paymentLineTypes },
      { kind: "select", name: "rateBasis", label: "Rate basis", required: true, options: rateBases },
      { kind: "money", name: "rateCents", label: "Rate", required: true },
      { kind: "number", name: "quantity", label: "Quantity", min: 0, required: true },
      { kind: "text", name: "description", label: "Description", max: 300 },
    ],
  },
  {
    key: "ExtraPayment",
    label: "Extra payments",
    itemLabel: "extra payment",
    route: "additionalDealPoints",
    cardinality: "many",
    titleField: "item",
    fields: [
      { kind: "select", name: "item", label: "Item", required: true, options: extraPaymentItems },
      { kind: "money", name: "amountCents", label: "Amount", required: true },
      { kind: "date", name: "date", label: "Date" },
      { kind: "text", name: "note", label: "Note", max: 500 },
    ],
  },
  {
    key: "Expense",
    label: "Expenses",
    itemLabel: "expense",
    route: "additionalDealPoints",
    cardinality: "many",
    titleField: "expenseType",
    fields: [
      { kind: "select", name: "expenseType", label: "Expense type", required: true, options: expenseTypes },
      { kind: "money", name: "amountCents", label: "Amount", required: true },
      { kind: "date", name: "date", label: "Date" },
      { kind: "boolean", name: "reimbursable", label: "Reimbursable" },
      { kind: "text", name: "note", label: "Note", max: 500 },
    ],
  },
  {
    key: "TaxForm",
    label: "Tax forms",
    itemLabel: "tax form",
    route: "tax-banking",
    cardinality: "many",
    titleField: "form",
    fields: [
      { kind: "select", name: "form", label: "Form", required: true, options: taxForms },
      { kind: "multiselect", name: "parts", label: "Parts completed", options: taxFormParts },
      { kind: "select", name: "state", label: "State", required: true, options: taxFormStates },
      { kind: "date", name: "receivedOn", label: "Received on" },
      {
        kind: "secret",
        name: "taxId",
        label: "Tax id (SSN, EIN or ITIN)",
        pattern: /^[0-9-]{9,11}$/,
        patternMessage: "Enter the tax id as 9 digits, dashes allowed.",
      },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "Bank",
    label: "Bank",
    itemLabel: "bank details",
    route: "tax-banking",
    cardinality: "one",
    titleField: "bankName",
    fields: [
      { kind: "text", name: "bankName", label: "Bank name", required: true, max: 200 },
      { kind: "text", name: "accountName", label: "Account holder", required: true, max: 200 },
      {
        kind: "secret",
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
    ],
  },
  {
    key: "RightsContracted",
    label: "Rights contracted",
    itemLabel: "rights term",
    route: "misc",
    cardinality: "many",
    titleField: "territory",
    fields: [
      { kind: "multiselect", name: "media", label: "Media", ...mediaChoices },
      { kind: "text", name: "territory", label: "Territory", required: true, max: 200 },
      { kind: "boolean", name: "exclusive", label: "Exclusive" },
      { kind: "date", name: "startDate", label: "Start date", required: true },
      { kind: "date", name: "endDate", label: "End date" },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "RenewalTerm",
    label: "Renewal terms",
    itemLabel: "renewal term",
    route: "misc",
    cardinality: "many",
    titleField: "renewalDate",
    fields: [
      { kind: "date", name: "renewalDate", label: "Renewal date", required: true },
      { kind: "number", name: "termCount", label: "Term", min: 1, required: true },
      { kind: "select", name: "termUnit", label: "Term unit", required: true, options: termUnits },
      { kind: "money", name: "feeCents", label: "Renewal fee" },
      { kind: "boolean", name: "automatic", label: "Renews automatically" },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "Reclassification",
    label: "Reclassifications",
    itemLabel: "reclassification",
    route: "misc",
    cardinality: "many",
    titleField: "action",
    fields: [
      { kind: "select", name: "action", label: "Action", required: true, options: reclassificationActions },
      { kind: "date", name: "date", label: "Date", required: true },
      { kind: "text", name: "fromCategory", label: "From category", max: 100 },
      { kind: "text", name: "toCategory", label: "To category", max: 100 },
      { kind: "textarea", name: "note", label: "Note", max: 2000 },
    ],
  },
  {
    key: "AgentRepresentation",
    label: "Agent representation",
    itemLabel: "agent representation",
    route: "agent-representation",
    cardinality: "one",
    titleField: "agencyId",
    fields: [
      { kind: "company", name: "agencyId", label: "Agency", mainTypes: ["AGENT/REPRESENTATIVE"] },
      { kind: "person", name: "agentPersonId", label: "Agent", personKinds: ["AGENT"] },
      { kind: "number", name: "commissionPercent", label: "Commission (%)", min: 0, max: 100 },
      { kind: "boolean", name: "paidThroughAgency", label: "Payments go through the agency" },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "UsedIn",
    label: "Used in",
    itemLabel: "use",
    route: "usedIn",
    cardinality: "many",
    titleField: "title",
    fields: [
      { kind: "text", name: "title", label: "Where", required: true, max: 200 },
      { kind: "select", name: "media", label: "Media", ...mediaChoices },
      { kind: "date", name: "firstUsed", label: "First used" },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "Note",
    label: "Notes",
    itemLabel: "note",
    route: "notes",
    cardinality: "many",
    titleField: "noteType",
    layout: "notes",
    fields: [
      { kind: "select", name: "noteType", label: "Note type", required: true, options: noteTypes },
      { kind: "textarea", name: "text", label: "Note", required: true, max: 8000 },
    ],
  },
] as const satisfies readonly ContractSectionDefinition[];

export type ContractSectionKey = (typeof contractSections)[number]["key"];
export const contractSectionKeys = contractSections.map((section) => section.key) as [
  ContractSectionKey,
  ...ContractSectionKey[],
];

export function findContractSection(key: string): ContractSectionDefinition | undefined {
  return contractSections.find((section) => section.key.toLowerCase() === key.toLowerCase());
}

/** The sections drawn on one tab, in order. */
export function contractSectionsOn(route: ContractRoute): readonly ContractSectionDefinition[] {
  return contractSections.filter((section) => section.route === route);
}
