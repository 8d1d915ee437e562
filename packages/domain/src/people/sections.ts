import { socialNetworks, taxClassifications } from "../company/company-catalogues.js";
import {
  agentContactKinds,
  emailLabels,
  loanOutRoles,
  minorTrustTypes,
  parentRoles,
  passportTypes,
  personAddressTypes,
  personKinds,
  personRelations,
  personTaxIdKinds,
  phoneLabels,
  travelInfoKinds,
  w4FilingStatuses,
  type PersonKind,
} from "./person-catalogues.js";
import type { SectionField } from "../company/section-fields.js";
import { bankAccountFields } from "../records/shared-fields.js";

/**
 * The child routes of /people/{peopleId}, in tab-bar order. The ten of spec 000 section 2 keep
 * their names (people-profile, agent-info, photos, documents, payrollVendor, banks, specification,
 * travelInfo, relationships, logs); spec 001's module tabs add addresses/contacts, loan out
 * corporation and banking/taxes, and minors get their own tab (a decision, see the README).
 */
export const personRoutes = [
  "people-profile",
  "contacts",
  "minor",
  "agent-info",
  "loan-out",
  "photos",
  "specification",
  "travelInfo",
  "payrollVendor",
  "banks",
  "taxes",
  "relationships",
  "documents",
  "logs",
] as const;
export type PersonRoute = (typeof personRoutes)[number];

export const personRouteLabels: Readonly<Record<PersonRoute, string>> = {
  "people-profile": "Profile",
  contacts: "Addresses & contacts",
  minor: "Minor",
  "agent-info": "Agent info",
  "loan-out": "Loan-out corporation",
  photos: "Photos",
  specification: "Specifications",
  travelInfo: "Travel info",
  payrollVendor: "ID w/ payroll vendor",
  banks: "Bank info",
  taxes: "Banking/Taxes",
  relationships: "Relationships",
  documents: "Documents",
  logs: "Logs",
};

export interface PersonSectionDefinition {
  /** Path segment and key: `/People/Address/GetAll/{personId}`. */
  readonly key: string;
  readonly label: string;
  /** The singular, for buttons and messages: "Add address". */
  readonly itemLabel: string;
  readonly route: PersonRoute;
  readonly cardinality: "one" | "many";
  /** The person kinds that show the section; a person of several kinds sees the union. */
  readonly kinds: readonly PersonKind[];
  /** Shown only while the person is under 18 (parents, work permits, trust). */
  readonly minorsOnly?: boolean;
  readonly fields: readonly SectionField[];
  /** The field shown as the item's title in lists and logs. */
  readonly titleField: string;
  /** Spec 001's tab this section implements, or a decision written in the README. */
  readonly source: "spec" | "decision";
}

const everyKind = personKinds;
const crewLike: readonly PersonKind[] = ["CREW", "TALENT", "STAFF"];
const paid: readonly PersonKind[] = ["CREW", "TALENT", "STAFF", "VENDOR"];

const ssnOrTin = /^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7}|9\d{2}-?\d{2}-?\d{4}|[A-Z0-9-]{5,20})$/i;

/**
 * Every section of a person record, declared once: its fields build the zod schema the server
 * validates with, the form the web app shows and the columns of its table. `secret` fields are
 * encrypted at rest and masked in every answer; revealing one is a separate, audited call.
 */
export const personSections = [
  {
    key: "Address",
    label: "Addresses",
    itemLabel: "address",
    route: "contacts",
    cardinality: "many",
    kinds: everyKind,
    titleField: "line1",
    source: "spec",
    fields: [
      { kind: "select", name: "type", label: "Address type", required: true, options: personAddressTypes },
      { kind: "text", name: "line1", label: "Street address", required: true },
      { kind: "text", name: "line2", label: "Second address line" },
      { kind: "text", name: "city", label: "City", required: true, max: 100 },
      { kind: "text", name: "state", label: "State or region", max: 100 },
      { kind: "text", name: "postalCode", label: "Postal code", max: 20 },
      { kind: "text", name: "country", label: "Country", max: 100 },
    ],
  },
  {
    key: "Email",
    label: "E-mail addresses",
    itemLabel: "e-mail address",
    route: "contacts",
    cardinality: "many",
    kinds: everyKind,
    titleField: "email",
    source: "spec",
    fields: [
      { kind: "email", name: "email", label: "E-mail", required: true },
      { kind: "select", name: "label", label: "Label", options: emailLabels },
      { kind: "boolean", name: "isPrimary", label: "Primary e-mail" },
    ],
  },
  {
    key: "Phone",
    label: "Phone numbers",
    itemLabel: "phone number",
    route: "contacts",
    cardinality: "many",
    kinds: everyKind,
    titleField: "number",
    source: "spec",
    fields: [
      { kind: "phone", name: "number", label: "Phone number", required: true },
      { kind: "select", name: "label", label: "Label", options: phoneLabels },
      { kind: "boolean", name: "isPrimary", label: "Primary phone" },
    ],
  },
  {
    key: "EmergencyContact",
    label: "Emergency contacts",
    itemLabel: "emergency contact",
    route: "contacts",
    cardinality: "many",
    kinds: paid,
    titleField: "name",
    source: "spec",
    fields: [
      { kind: "text", name: "name", label: "Name", required: true },
      {
        kind: "select",
        name: "relation",
        label: "Relation",
        options: [...personRelations, "FRIEND", "OTHER"],
      },
      { kind: "phone", name: "phone", label: "Phone", required: true },
      { kind: "email", name: "email", label: "E-mail" },
    ],
  },
  {
    key: "SocialMedia",
    label: "Social media",
    itemLabel: "social media link",
    route: "contacts",
    cardinality: "many",
    kinds: everyKind,
    titleField: "handle",
    source: "spec",
    fields: [
      { kind: "select", name: "network", label: "Network", required: true, options: socialNetworks },
      { kind: "text", name: "handle", label: "Handle or link", required: true, max: 300 },
    ],
  },
  {
    key: "Guardian",
    label: "Parents and guardians",
    itemLabel: "parent or guardian",
    route: "minor",
    cardinality: "many",
    kinds: everyKind,
    minorsOnly: true,
    titleField: "name",
    source: "spec",
    fields: [
      { kind: "select", name: "role", label: "Parent role", required: true, options: parentRoles },
      { kind: "text", name: "name", label: "Name", required: true },
      { kind: "person", name: "personId", label: "Person record" },
      { kind: "phone", name: "phone", label: "Phone" },
      { kind: "email", name: "email", label: "E-mail" },
      { kind: "boolean", name: "signsContracts", label: "Signs contracts for the minor" },
    ],
  },
  {
    key: "WorkPermit",
    label: "Work permits",
    itemLabel: "work permit",
    route: "minor",
    cardinality: "many",
    kinds: everyKind,
    minorsOnly: true,
    titleField: "permitNumber",
    source: "spec",
    fields: [
      { kind: "text", name: "permitNumber", label: "Permit number", required: true, max: 60 },
      { kind: "text", name: "issuingState", label: "Issuing state", required: true, max: 60 },
      { kind: "date", name: "issuedOn", label: "Issue date" },
      { kind: "date", name: "expiresOn", label: "Expiry date", required: true },
    ],
  },
  {
    key: "MinorTrust",
    label: "Minor trust",
    itemLabel: "minor trust account",
    route: "minor",
    cardinality: "one",
    kinds: everyKind,
    minorsOnly: true,
    titleField: "institution",
    source: "spec",
    fields: [
      { kind: "select", name: "trustType", label: "Trust type", required: true, options: minorTrustTypes },
      { kind: "text", name: "institution", label: "Bank or institution", required: true },
      {
        kind: "secret",
        name: "accountNumber",
        label: "Trust account number",
        required: true,
        pattern: /^[0-9A-Za-z-]{4,20}$/,
        patternMessage: "Enter the trust account number as 4 to 20 letters or digits.",
      },
      { kind: "text", name: "state", label: "State", max: 60 },
    ],
  },
  {
    key: "AgentContact",
    label: "Representation",
    itemLabel: "representative",
    route: "agent-info",
    cardinality: "many",
    kinds: ["TALENT"],
    titleField: "companyId",
    source: "spec",
    fields: [
      { kind: "select", name: "kind", label: "Representation", required: true, options: agentContactKinds },
      {
        kind: "company",
        name: "companyId",
        label: "Agency or firm",
        required: true,
        mainTypes: ["AGENT/REPRESENTATIVE"],
      },
      { kind: "person", name: "agentPersonId", label: "Agent", personKinds: ["AGENT"] },
      { kind: "email", name: "email", label: "E-mail" },
      { kind: "phone", name: "phone", label: "Phone" },
      { kind: "number", name: "commissionPercent", label: "Commission percent", min: 0, max: 100 },
      { kind: "boolean", name: "isPrimary", label: "Primary representative" },
    ],
  },
  {
    key: "LoanOut",
    label: "Loan-out corporations",
    itemLabel: "loan-out corporation",
    route: "loan-out",
    cardinality: "many",
    kinds: ["TALENT"],
    titleField: "companyId",
    source: "spec",
    fields: [
      {
        kind: "company",
        name: "companyId",
        label: "Loan-out corporation",
        required: true,
        mainTypes: ["LOAN OUT CORPORATION"],
      },
      {
        kind: "select",
        name: "role",
        label: "Role in the corporation",
        required: true,
        options: loanOutRoles,
      },
      { kind: "date", name: "effectiveOn", label: "Effective date" },
      { kind: "boolean", name: "isDefault", label: "Paid through this corporation by default" },
    ],
  },
  {
    key: "Specification",
    label: "Sizes and measurements",
    itemLabel: "specifications",
    route: "specification",
    cardinality: "one",
    kinds: ["TALENT"],
    titleField: "height",
    source: "spec",
    fields: [
      { kind: "text", name: "height", label: "Height", max: 20 },
      { kind: "text", name: "weight", label: "Weight", max: 20 },
      { kind: "text", name: "hairColor", label: "Hair colour", max: 40 },
      { kind: "text", name: "eyeColor", label: "Eye colour", max: 40 },
      { kind: "text", name: "chest", label: "Chest or bust", max: 20 },
      { kind: "text", name: "waist", label: "Waist", max: 20 },
      { kind: "text", name: "hips", label: "Hips", max: 20 },
      { kind: "text", name: "inseam", label: "Inseam", max: 20 },
      { kind: "text", name: "neck", label: "Neck", max: 20 },
      { kind: "text", name: "sleeve", label: "Sleeve", max: 20 },
      { kind: "text", name: "shirtSize", label: "Shirt size", max: 20 },
      { kind: "text", name: "dressSize", label: "Dress size", max: 20 },
      { kind: "text", name: "suitSize", label: "Suit size", max: 20 },
      { kind: "text", name: "shoeSize", label: "Shoe size", max: 20 },
      { kind: "text", name: "hatSize", label: "Hat size", max: 20 },
      { kind: "text", name: "gloveSize", label: "Glove size", max: 20 },
    ],
  },
  {
    key: "TravelInfo",
    label: "Travel info",
    itemLabel: "travel document",
    route: "travelInfo",
    cardinality: "many",
    kinds: crewLike,
    titleField: "kind",
    source: "spec",
    fields: [
      { kind: "select", name: "kind", label: "Travel info kind", required: true, options: travelInfoKinds },
      { kind: "select", name: "passportType", label: "Passport type", options: passportTypes },
      {
        kind: "secret",
        name: "number",
        label: "Document or membership number",
        pattern: /^[0-9A-Za-z -]{3,30}$/,
        patternMessage: "Enter the number as 3 to 30 letters, digits, spaces or dashes.",
      },
      { kind: "text", name: "issuedBy", label: "Issuing country or company", max: 100 },
      { kind: "date", name: "expiresOn", label: "Expiry date" },
      { kind: "text", name: "preference", label: "Preference (seat, room, car class)", max: 200 },
    ],
  },
  {
    key: "PayrollVendorId",
    label: "IDs with payroll vendors",
    itemLabel: "payroll vendor id",
    route: "payrollVendor",
    cardinality: "many",
    kinds: crewLike,
    titleField: "vendorId",
    source: "spec",
    fields: [
      { kind: "company", name: "vendorId", label: "Payroll vendor", required: true, mainTypes: ["VENDOR"] },
      { kind: "text", name: "employeeId", label: "Employee id", required: true, max: 60 },
      { kind: "date", name: "effectiveOn", label: "Effective date" },
    ],
  },
  {
    key: "Bank",
    label: "Bank accounts",
    itemLabel: "bank account",
    route: "banks",
    cardinality: "many",
    kinds: paid,
    titleField: "bankName",
    source: "spec",
    fields: bankAccountFields,
  },
  {
    key: "TaxId",
    label: "Taxpayer id",
    itemLabel: "taxpayer id",
    route: "taxes",
    cardinality: "one",
    kinds: paid,
    titleField: "idKind",
    source: "spec",
    fields: [
      { kind: "select", name: "idKind", label: "Id kind", required: true, options: personTaxIdKinds },
      {
        kind: "secret",
        name: "taxId",
        label: "SSN or TIN",
        required: true,
        pattern: ssnOrTin,
        patternMessage: "Enter the SSN as 123-45-6789, an EIN as 12-3456789, or a foreign TIN.",
      },
      { kind: "text", name: "citizenship", label: "Citizenship", max: 100 },
      { kind: "text", name: "taxState", label: "State of residence for tax", max: 60 },
    ],
  },
  {
    key: "W4",
    label: "W-4 individual withholding",
    itemLabel: "W-4",
    route: "taxes",
    cardinality: "one",
    kinds: crewLike,
    titleField: "filingStatus",
    source: "spec",
    fields: [
      {
        kind: "select",
        name: "filingStatus",
        label: "Filing status",
        required: true,
        options: w4FilingStatuses,
      },
      { kind: "boolean", name: "multipleJobs", label: "Multiple jobs or spouse works" },
      { kind: "number", name: "dependentsAmount", label: "Dependents amount (USD)", min: 0, max: 1000000 },
      { kind: "number", name: "otherIncome", label: "Other income (USD)", min: 0, max: 100000000 },
      { kind: "number", name: "deductions", label: "Deductions (USD)", min: 0, max: 100000000 },
      {
        kind: "number",
        name: "extraWithholding",
        label: "Extra withholding per period (USD)",
        min: 0,
        max: 1000000,
      },
      { kind: "boolean", name: "exempt", label: "Claims exemption from withholding" },
      { kind: "date", name: "signedOn", label: "Signed on" },
    ],
  },
  {
    key: "W9",
    label: "W-9 corporate/business withholding",
    itemLabel: "W-9",
    route: "taxes",
    cardinality: "one",
    kinds: crewLike,
    titleField: "classification",
    source: "spec",
    fields: [
      {
        kind: "select",
        name: "classification",
        label: "Tax classification",
        required: true,
        options: taxClassifications,
      },
      { kind: "text", name: "businessName", label: "Business name, if different" },
      { kind: "text", name: "exemptPayeeCode", label: "Exempt payee code", max: 10 },
      { kind: "text", name: "fatcaCode", label: "FATCA exemption code", max: 10 },
      { kind: "boolean", name: "backupWithholding", label: "Subject to backup withholding" },
      { kind: "date", name: "signedOn", label: "Signed on" },
    ],
  },
  {
    key: "W8BEN",
    label: "W-8BEN foreign withholding",
    itemLabel: "W-8BEN",
    route: "taxes",
    cardinality: "one",
    kinds: crewLike,
    titleField: "citizenshipCountry",
    source: "spec",
    fields: [
      { kind: "text", name: "citizenshipCountry", label: "Country of citizenship", required: true, max: 100 },
      {
        kind: "secret",
        name: "foreignTin",
        label: "Foreign tax id",
        pattern: /^[0-9A-Za-z -]{4,30}$/,
        patternMessage: "Enter the foreign tax id as 4 to 30 letters, digits, spaces or dashes.",
      },
      { kind: "text", name: "treatyCountry", label: "Treaty country", max: 100 },
      { kind: "text", name: "treatyArticle", label: "Treaty article", max: 40 },
      { kind: "number", name: "withholdingRate", label: "Treaty withholding rate (%)", min: 0, max: 30 },
      { kind: "date", name: "signedOn", label: "Signed on" },
      { kind: "date", name: "expiresOn", label: "Valid until" },
    ],
  },
  {
    key: "Relationship",
    label: "Relationships",
    itemLabel: "relationship",
    route: "relationships",
    cardinality: "many",
    kinds: everyKind,
    titleField: "personId",
    source: "spec",
    fields: [
      { kind: "person", name: "personId", label: "Related person", required: true },
      {
        kind: "select",
        name: "relation",
        label: "Relation",
        required: true,
        options: [...personRelations, "OTHER"],
      },
      { kind: "textarea", name: "notes", label: "Notes", max: 1000 },
    ],
  },
] as const satisfies readonly PersonSectionDefinition[];

export type PersonSectionKey = (typeof personSections)[number]["key"];
export const personSectionKeys = personSections.map((section) => section.key) as [
  PersonSectionKey,
  ...PersonSectionKey[],
];

const sectionByKey = new Map<string, PersonSectionDefinition>(
  personSections.map((section) => [section.key.toLowerCase(), section]),
);

/** The section named by a path segment, ignoring case; undefined for an unknown one. */
export function findPersonSection(key: string): PersonSectionDefinition | undefined {
  return sectionByKey.get(key.toLowerCase());
}

/** What decides which tabs and sections a person shows. */
export interface PersonShape {
  readonly kinds: readonly PersonKind[];
  readonly isMinor: boolean;
}

/** Whether a person of these kinds (and age) shows the section. */
export function personHasSection(person: PersonShape, section: PersonSectionDefinition): boolean {
  if (section.minorsOnly && !person.isMinor) return false;
  return section.kinds.some((kind) => person.kinds.includes(kind));
}

/** Routes that show a derived view rather than sections, and the kinds that see them. */
const derivedRoutes: Readonly<Partial<Record<PersonRoute, readonly PersonKind[]>>> = {
  "people-profile": everyKind,
  photos: ["TALENT"],
  documents: everyKind,
  logs: everyKind,
};

/** The tabs (child routes) a person shows, in tab-bar order. */
export function personRoutesFor(person: PersonShape): readonly PersonRoute[] {
  return personRoutes.filter(
    (route) =>
      (derivedRoutes[route]?.some((kind) => person.kinds.includes(kind)) ?? false) ||
      personSections.some((section) => section.route === route && personHasSection(person, section)),
  );
}

/** The sections one route shows for a person. */
export function personSectionsOn(
  route: PersonRoute,
  person: PersonShape,
): readonly PersonSectionDefinition[] {
  return personSections.filter((section) => section.route === route && personHasSection(person, section));
}
