import { addressTypes, insuranceKinds, socialNetworks, taxClassifications } from "./company-catalogues.js";
import { companyTabsByMainType } from "./company-tabs.js";
import { companyMainTypes, type CompanyMainType } from "./company-types.js";
import { alertKinds } from "../alerts/alert-catalogues.js";
import { noteTypes } from "../contracts/contract-terms.js";
import { unionCategories } from "../unions/performer-catalogues.js";
import type { SectionField } from "./section-fields.js";
import { bankAccountFields } from "../records/shared-fields.js";

/**
 * The child routes of /company/{companyId} (spec 000 section 2), in the order the tab bar
 * shows them. Sections without a route of their own (address, business tax info, social
 * media, company hierarchy) live on the company-profile page.
 */
export const companyRoutes = [
  "company-profile",
  "staff",
  "advertiser",
  "brandsproducts",
  "ad-id",
  "payroll-vendor",
  "payroll-vendor-company",
  "signatory-vendors",
  "insurance",
  "relationships",
  "transfer-of-rights",
  "officers",
  "minor-permit",
  "banks",
  "preferences",
  "documents",
  "notes",
  "logs",
] as const;
export type CompanyRoute = (typeof companyRoutes)[number];

export const companyRouteLabels: Readonly<Record<CompanyRoute, string>> = {
  "company-profile": "Profile",
  staff: "Staff",
  advertiser: "Advertisers",
  brandsproducts: "Brands & products",
  "ad-id": "AD ID prefixes",
  "payroll-vendor": "Payroll vendor",
  "payroll-vendor-company": "Payroll clients",
  "signatory-vendors": "Signatory",
  insurance: "Insurance",
  relationships: "Relationships",
  "transfer-of-rights": "Transfer of rights",
  officers: "Members",
  "minor-permit": "Minor permits",
  banks: "Banks",
  preferences: "Preferences",
  documents: "Documents",
  notes: "Notes",
  logs: "Logs",
};

/** Which main types show a tab of spec 001's per-type lists. */
function typesWithTab(tab: string): readonly CompanyMainType[] {
  return companyMainTypes.filter((type) => (companyTabsByMainType[type] as readonly string[]).includes(tab));
}

export interface CompanySectionDefinition {
  /** Path segment and key: `/Company/Address/GetAll/{companyId}`. */
  readonly key: string;
  readonly label: string;
  /** The singular, for buttons and messages: "Add address". */
  readonly itemLabel: string;
  readonly route: CompanyRoute;
  /** "one" sections hold at most one item (a company has one business tax record). */
  readonly cardinality: "one" | "many";
  readonly mainTypes: readonly CompanyMainType[];
  readonly fields: readonly SectionField[];
  /** The field shown as the item's title in lists and logs. */
  readonly titleField: string;
  /** Where the main types come from: spec 001 section 2, or a decision written in the README. */
  readonly source: "spec" | "decision";
}

const everyType = companyMainTypes;

/**
 * Every section of a company record, each declared once: its fields build the zod schema the
 * server validates with, the form the web app shows and the columns of its table.
 */
export const companySections = [
  {
    key: "Address",
    label: "Addresses",
    itemLabel: "address",
    route: "company-profile",
    cardinality: "many",
    mainTypes: typesWithTab("Address"),
    titleField: "line1",
    source: "spec",
    fields: [
      { kind: "select", name: "type", label: "Address type", required: true, options: addressTypes },
      { kind: "text", name: "line1", label: "Street address", required: true },
      { kind: "text", name: "line2", label: "Second address line" },
      { kind: "text", name: "city", label: "City", required: true, max: 100 },
      { kind: "text", name: "state", label: "State or region", max: 100 },
      { kind: "text", name: "postalCode", label: "Postal code", max: 20 },
      { kind: "text", name: "country", label: "Country", max: 100 },
    ],
  },
  {
    key: "BusinessTaxInfo",
    label: "Business tax info",
    itemLabel: "business tax info",
    route: "company-profile",
    cardinality: "one",
    mainTypes: typesWithTab("Business tax info"),
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
      {
        kind: "secret",
        name: "taxId",
        label: "Tax id (EIN or SSN)",
        required: true,
        pattern: /^(\d{2}-?\d{7}|\d{3}-?\d{2}-?\d{4})$/,
        patternMessage: "Enter the tax id as an EIN (12-3456789) or an SSN (123-45-6789).",
      },
      { kind: "boolean", name: "w9OnFile", label: "W-9 on file" },
      { kind: "date", name: "w9ReceivedOn", label: "W-9 received on" },
      { kind: "text", name: "exemptPayeeCode", label: "Exempt payee code", max: 10 },
    ],
  },
  {
    key: "SocialMedia",
    label: "Social media",
    itemLabel: "social media link",
    route: "company-profile",
    cardinality: "many",
    mainTypes: typesWithTab("Social media"),
    titleField: "handle",
    source: "spec",
    fields: [
      { kind: "select", name: "network", label: "Network", required: true, options: socialNetworks },
      { kind: "text", name: "handle", label: "Handle or link", required: true, max: 300 },
    ],
  },
  {
    key: "Division",
    label: "Company hierarchy",
    itemLabel: "division",
    route: "company-profile",
    cardinality: "many",
    mainTypes: typesWithTab("Company hierarchy"),
    titleField: "name",
    source: "spec",
    fields: [
      { kind: "text", name: "name", label: "Division name", required: true },
      { kind: "text", name: "code", label: "Division code", max: 40 },
      { kind: "text", name: "contactName", label: "Contact name" },
      { kind: "email", name: "contactEmail", label: "Contact e-mail" },
    ],
  },
  {
    key: "Staff",
    label: "Staff",
    itemLabel: "staff member",
    route: "staff",
    cardinality: "many",
    mainTypes: typesWithTab("Staff"),
    titleField: "lastName",
    source: "spec",
    fields: [
      { kind: "text", name: "firstName", label: "First name", required: true, max: 100 },
      { kind: "text", name: "lastName", label: "Last name", required: true, max: 100 },
      { kind: "text", name: "title", label: "Job title", max: 100 },
      { kind: "text", name: "department", label: "Department", max: 100 },
      { kind: "email", name: "email", label: "E-mail" },
      { kind: "phone", name: "phone", label: "Phone" },
      { kind: "boolean", name: "isPrimary", label: "Primary contact" },
    ],
  },
  {
    key: "Contact",
    label: "Contacts",
    itemLabel: "contact",
    route: "staff",
    cardinality: "many",
    mainTypes: typesWithTab("Staff"),
    titleField: "name",
    source: "decision",
    fields: [
      { kind: "text", name: "name", label: "Contact name", required: true },
      { kind: "text", name: "role", label: "Role", max: 100 },
      { kind: "email", name: "email", label: "E-mail" },
      { kind: "phone", name: "phone", label: "Phone" },
      { kind: "textarea", name: "notes", label: "Notes", max: 1000 },
    ],
  },
  {
    key: "Advertiser",
    label: "Advertisers",
    itemLabel: "advertiser",
    route: "advertiser",
    cardinality: "many",
    mainTypes: typesWithTab("Advertiser"),
    titleField: "advertiserId",
    source: "spec",
    fields: [
      {
        kind: "company",
        name: "advertiserId",
        label: "Advertiser",
        required: true,
        mainTypes: ["ADVERTISER"],
      },
      { kind: "date", name: "since", label: "Agency of record since" },
      { kind: "boolean", name: "isAgencyOfRecord", label: "Agency of record" },
      { kind: "textarea", name: "notes", label: "Notes", max: 1000 },
    ],
  },
  {
    key: "Product",
    label: "Products",
    itemLabel: "product",
    route: "brandsproducts",
    cardinality: "many",
    mainTypes: typesWithTab("Product"),
    titleField: "name",
    source: "spec",
    fields: [
      { kind: "text", name: "name", label: "Product name", required: true },
      { kind: "text", name: "category", label: "Category", max: 100 },
      { kind: "textarea", name: "description", label: "Description", max: 1000 },
    ],
  },
  {
    key: "Brand",
    label: "Brands",
    itemLabel: "brand",
    route: "brandsproducts",
    cardinality: "many",
    mainTypes: typesWithTab("Brands/products"),
    titleField: "name",
    source: "spec",
    fields: [
      { kind: "text", name: "name", label: "Brand name", required: true },
      { kind: "text", name: "products", label: "Products under the brand", max: 500 },
      { kind: "textarea", name: "description", label: "Description", max: 1000 },
    ],
  },
  {
    key: "AdIdPrefix",
    label: "AD ID prefixes",
    itemLabel: "AD ID prefix",
    route: "ad-id",
    cardinality: "many",
    mainTypes: typesWithTab("AD ID"),
    titleField: "prefix",
    source: "spec",
    fields: [
      {
        kind: "text",
        name: "prefix",
        label: "AD ID prefix",
        required: true,
        max: 4,
        uppercase: true,
        pattern: /^[A-Z1-9][A-Z0-9]{3}$/,
        patternMessage: "Enter the AD ID prefix as 4 letters or digits, not starting with 0.",
      },
      { kind: "boolean", name: "locked", label: "Locked to this company" },
    ],
  },
  {
    key: "PayrollVendor",
    label: "Payroll vendor",
    itemLabel: "payroll vendor",
    route: "payroll-vendor",
    cardinality: "one",
    mainTypes: typesWithTab("Payroll vendor"),
    titleField: "vendorId",
    source: "spec",
    fields: [
      { kind: "company", name: "vendorId", label: "Payroll vendor", required: true, mainTypes: ["VENDOR"] },
      { kind: "text", name: "employerAccount", label: "Employer account number", max: 60 },
      { kind: "date", name: "effectiveOn", label: "Effective date" },
      { kind: "textarea", name: "notes", label: "Notes", max: 1000 },
    ],
  },
  {
    key: "Signatory",
    label: "Union signatory",
    itemLabel: "signatory agreement",
    route: "signatory-vendors",
    cardinality: "many",
    mainTypes: typesWithTab("Signatory"),
    titleField: "union",
    source: "spec",
    fields: [
      { kind: "select", name: "union", label: "Union", required: true, options: unionCategories },
      { kind: "text", name: "signatoryNumber", label: "Signatory number", max: 60 },
      { kind: "date", name: "effectiveOn", label: "Effective date" },
      { kind: "date", name: "expiresOn", label: "Expiry date" },
    ],
  },
  {
    key: "SignatoryVendor",
    label: "Signatory vendors",
    itemLabel: "signatory vendor",
    route: "signatory-vendors",
    cardinality: "many",
    mainTypes: typesWithTab("Signatory"),
    titleField: "vendorId",
    source: "spec",
    fields: [
      { kind: "company", name: "vendorId", label: "Signatory vendor", required: true },
      { kind: "select", name: "union", label: "Union", required: true, options: unionCategories },
      { kind: "textarea", name: "notes", label: "Notes", max: 1000 },
    ],
  },
  {
    key: "Insurance",
    label: "Insurance",
    itemLabel: "insurance policy",
    route: "insurance",
    cardinality: "many",
    mainTypes: typesWithTab("Insurance"),
    titleField: "kind",
    source: "spec",
    fields: [
      { kind: "select", name: "kind", label: "Insurance kind", required: true, options: insuranceKinds },
      { kind: "text", name: "carrier", label: "Carrier" },
      { kind: "text", name: "policyNumber", label: "Policy number", max: 100 },
      { kind: "date", name: "effectiveOn", label: "Effective date" },
      { kind: "date", name: "expiresOn", label: "Expiry date" },
    ],
  },
  {
    key: "Relationship",
    label: "Relationships",
    itemLabel: "relationship",
    route: "relationships",
    cardinality: "many",
    mainTypes: typesWithTab("Relationships"),
    titleField: "companyId",
    source: "spec",
    fields: [
      { kind: "company", name: "companyId", label: "Related company", required: true },
      {
        kind: "select",
        name: "relation",
        label: "Relation",
        required: true,
        options: ["PARENT", "SUBSIDIARY", "AFFILIATE", "CLIENT", "PARTNER", "OTHER"],
      },
      { kind: "textarea", name: "notes", label: "Notes", max: 1000 },
    ],
  },
  {
    key: "TransferOfRights",
    label: "Transfer of rights",
    itemLabel: "transfer of rights",
    route: "transfer-of-rights",
    cardinality: "many",
    mainTypes: typesWithTab("Transfer of rights"),
    titleField: "toCompanyId",
    source: "spec",
    fields: [
      { kind: "company", name: "toCompanyId", label: "Rights transferred to", required: true },
      { kind: "date", name: "effectiveOn", label: "Effective date", required: true },
      { kind: "textarea", name: "scope", label: "What is transferred", required: true, max: 2000 },
    ],
  },
  {
    key: "Member",
    label: "Members",
    itemLabel: "member",
    route: "officers",
    cardinality: "many",
    mainTypes: typesWithTab("Members"),
    titleField: "lastName",
    source: "spec",
    fields: [
      { kind: "text", name: "firstName", label: "First name", required: true, max: 100 },
      { kind: "text", name: "lastName", label: "Last name", required: true, max: 100 },
      {
        kind: "select",
        name: "role",
        label: "Role",
        required: true,
        options: ["OFFICER", "DIRECTOR", "SHAREHOLDER", "EMPLOYEE"],
      },
      { kind: "number", name: "ownershipPercent", label: "Ownership percent", min: 0, max: 100 },
      { kind: "email", name: "email", label: "E-mail" },
      { kind: "phone", name: "phone", label: "Phone" },
    ],
  },
  {
    key: "MinorPermit",
    label: "Minor permits",
    itemLabel: "minor permit",
    route: "minor-permit",
    cardinality: "many",
    mainTypes: ["PRODUCTION COMPANY", "CASTING COMPANY"],
    titleField: "permitNumber",
    source: "decision",
    fields: [
      { kind: "text", name: "permitNumber", label: "Permit number", required: true, max: 60 },
      { kind: "text", name: "issuingState", label: "Issuing state", required: true, max: 60 },
      { kind: "text", name: "minorName", label: "Minor's name", required: true },
      { kind: "date", name: "issuedOn", label: "Issue date" },
      { kind: "date", name: "expiresOn", label: "Expiry date" },
    ],
  },
  {
    key: "Bank",
    label: "Banks",
    itemLabel: "bank account",
    route: "banks",
    cardinality: "many",
    mainTypes: typesWithTab("Banks"),
    titleField: "bankName",
    source: "spec",
    fields: bankAccountFields,
  },
  {
    key: "AlertPreference",
    label: "Alert preferences",
    itemLabel: "alert preferences",
    route: "preferences",
    cardinality: "one",
    mainTypes: typesWithTab("Preferences"),
    titleField: "daysAhead",
    source: "spec",
    fields: [
      { kind: "multiselect", name: "alertKinds", label: "Alerts to send", options: alertKinds },
      { kind: "number", name: "daysAhead", label: "Days ahead", required: true, min: 1, max: 365 },
      { kind: "textarea", name: "recipients", label: "Recipients (one e-mail per line)", max: 2000 },
      { kind: "boolean", name: "weeklyDigest", label: "Weekly digest" },
    ],
  },
  {
    key: "Note",
    label: "Notes",
    itemLabel: "note",
    route: "notes",
    cardinality: "many",
    mainTypes: everyType,
    titleField: "text",
    source: "spec",
    fields: [
      { kind: "select", name: "noteType", label: "Note type", required: true, options: noteTypes },
      { kind: "textarea", name: "text", label: "Note", required: true, max: 4000 },
      { kind: "boolean", name: "isInternal", label: "Internal note (kept from outside parties)" },
    ],
  },
] as const satisfies readonly CompanySectionDefinition[];

export type CompanySectionKey = (typeof companySections)[number]["key"];
export const companySectionKeys = companySections.map((section) => section.key) as [
  CompanySectionKey,
  ...CompanySectionKey[],
];

const sectionByKey = new Map<string, CompanySectionDefinition>(
  companySections.map((section) => [section.key.toLowerCase(), section]),
);

/** The section named by a path segment, ignoring case; undefined for an unknown one. */
export function findCompanySection(key: string): CompanySectionDefinition | undefined {
  return sectionByKey.get(key.toLowerCase());
}

/** Whether a company of this main type shows the section. */
export function companyHasSection(mainType: CompanyMainType, section: CompanySectionDefinition): boolean {
  return section.mainTypes.includes(mainType);
}

/** Routes whose only content is a derived view rather than a section. */
const derivedRoutes: Readonly<Partial<Record<CompanyRoute, readonly CompanyMainType[]>>> = {
  "company-profile": everyType,
  "payroll-vendor-company": ["VENDOR"],
  documents: everyType,
  logs: everyType,
};

/** The tabs (child routes) a company of this main type shows, in tab-bar order. */
export function companyRoutesFor(mainType: CompanyMainType): readonly CompanyRoute[] {
  return companyRoutes.filter(
    (route) =>
      (derivedRoutes[route]?.includes(mainType) ?? false) ||
      companySections.some(
        (section) => section.route === route && (section.mainTypes as readonly string[]).includes(mainType),
      ),
  );
}

/** The sections one route shows for a main type. */
export function companySectionsOn(
  route: CompanyRoute,
  mainType: CompanyMainType,
): readonly CompanySectionDefinition[] {
  return companySections.filter(
    (section) => section.route === route && (section.mainTypes as readonly string[]).includes(mainType),
  );
}
