import { creatorRoles, performingRightsOrganisations, rightsKinds } from "./element-catalogues.js";
import { catalogueMediaTypeOf } from "../media/media-fields.js";
import { mediaTypeNames } from "../media/media-catalogue.js";
import type { SectionField } from "../company/section-fields.js";

/**
 * The child routes of /elements/{elementId}, in tab-bar order: spec 000 section 2's fifteen
 * children. `rights-contracted` holds the element's licences (term, media, territory,
 * exclusivity, uses: what ends the element and the spots using it); `linkedAssets` the spots it
 * is in; `used-in` other places it was used that are not tracked spots (a website, an event).
 */
export const elementRoutes = [
  "element-profile",
  "vendor-licensor",
  "rights-contracted",
  "rights-used",
  "payment-invoices",
  "linkedAssets",
  "used-in",
  "music",
  "cast-list",
  "rights-holders",
  "restrictions",
  "details-covered-tracker",
  "relationships",
  "documents",
  "logs",
] as const;
export type ElementRoute = (typeof elementRoutes)[number];

export const elementRouteLabels: Readonly<Record<ElementRoute, string>> = {
  "element-profile": "Profile",
  "vendor-licensor": "Vendor / licensor",
  "rights-contracted": "Rights contracted",
  "rights-used": "Rights used",
  "payment-invoices": "Payment invoices",
  linkedAssets: "Linked assets",
  "used-in": "Used in",
  music: "Music",
  "cast-list": "Cast list",
  "rights-holders": "Rights holders",
  restrictions: "Restrictions",
  "details-covered-tracker": "Details covered",
  relationships: "Relationships",
  documents: "Documents",
  logs: "Logs",
};

export interface ElementSectionDefinition {
  readonly key: string;
  readonly label: string;
  readonly itemLabel: string;
  readonly route: ElementRoute;
  readonly cardinality: "one" | "many";
  readonly fields: readonly SectionField[];
  readonly titleField: string;
  readonly layout?: "table" | "notes";
}

/** A media field offers the catalogue's main types and takes their synonyms ("INTERNET" → DIGITAL). */
const mediaChoices = { options: mediaTypeNames, canonical: catalogueMediaTypeOf };

/** Every section of an element, declared once (schema, form and table columns). */
export const elementSections = [
  {
    key: "Track",
    label: "Tracks",
    itemLabel: "track",
    route: "music",
    cardinality: "many",
    titleField: "title",
    fields: [
      { kind: "text", name: "title", label: "Track title", required: true, max: 200 },
      { kind: "text", name: "artist", label: "Artist", max: 200 },
      { kind: "text", name: "isrc", label: "ISRC", max: 20 },
      { kind: "text", name: "duration", label: "Duration (m:ss)", max: 10 },
      { kind: "text", name: "cueNotes", label: "Cue notes", max: 500 },
    ],
  },
  {
    key: "Creator",
    label: "Creators",
    itemLabel: "creator",
    route: "music",
    cardinality: "many",
    titleField: "name",
    fields: [
      { kind: "text", name: "name", label: "Name", required: true, max: 200 },
      { kind: "select", name: "role", label: "Role", required: true, options: creatorRoles },
      {
        kind: "select",
        name: "pro",
        label: "Performing-rights organisation",
        options: performingRightsOrganisations,
      },
      { kind: "number", name: "sharePercent", label: "Share (%)", min: 0, max: 100 },
    ],
  },
  {
    key: "RightsHolder",
    label: "Rights holders",
    itemLabel: "rights holder",
    route: "rights-holders",
    cardinality: "many",
    titleField: "name",
    fields: [
      { kind: "text", name: "name", label: "Rights holder", required: true, max: 200 },
      { kind: "company", name: "companyId", label: "Company record" },
      { kind: "select", name: "rightsKind", label: "Rights kind", options: rightsKinds },
      { kind: "number", name: "sharePercent", label: "Share (%)", min: 0, max: 100 },
      { kind: "email", name: "email", label: "E-mail" },
    ],
  },
  {
    key: "Restriction",
    label: "Restrictions",
    itemLabel: "restriction",
    route: "restrictions",
    cardinality: "many",
    titleField: "restriction",
    fields: [
      { kind: "textarea", name: "restriction", label: "Restriction", required: true, max: 2000 },
      { kind: "multiselect", name: "media", label: "Media concerned", ...mediaChoices },
    ],
  },
  {
    key: "PaymentInvoice",
    label: "Payment invoices",
    itemLabel: "invoice",
    route: "payment-invoices",
    cardinality: "many",
    titleField: "invoiceNumber",
    fields: [
      { kind: "text", name: "invoiceNumber", label: "Invoice number", required: true, max: 50 },
      { kind: "date", name: "invoiceDate", label: "Invoice date", required: true },
      { kind: "number", name: "amount", label: "Amount (USD)", min: 0, required: true },
      { kind: "date", name: "dueDate", label: "Due date" },
      { kind: "boolean", name: "paid", label: "Paid" },
      { kind: "date", name: "paidDate", label: "Paid on" },
    ],
  },
  {
    key: "RightsUsed",
    label: "Rights used",
    itemLabel: "use",
    route: "rights-used",
    cardinality: "many",
    titleField: "media",
    fields: [
      { kind: "select", name: "media", label: "Media", required: true, ...mediaChoices },
      { kind: "date", name: "firstUse", label: "First use", required: true },
      { kind: "date", name: "lastUse", label: "Last use" },
      { kind: "text", name: "territory", label: "Territory", max: 200 },
      { kind: "number", name: "uses", label: "Number of uses", min: 0 },
    ],
  },
  {
    key: "UsedIn",
    label: "Used in",
    itemLabel: "use outside the tracked spots",
    route: "used-in",
    cardinality: "many",
    titleField: "project",
    fields: [
      { kind: "text", name: "project", label: "Project or placement", required: true, max: 200 },
      { kind: "select", name: "media", label: "Media", ...mediaChoices },
      { kind: "date", name: "fromDate", label: "From" },
      { kind: "date", name: "toDate", label: "To" },
    ],
  },
  {
    key: "Cast",
    label: "Cast",
    itemLabel: "performer",
    route: "cast-list",
    cardinality: "many",
    titleField: "personId",
    fields: [
      { kind: "person", name: "personId", label: "Performer", required: true, personKinds: ["TALENT"] },
      { kind: "text", name: "role", label: "Role", max: 200 },
      { kind: "boolean", name: "releaseOnFile", label: "Release on file" },
    ],
  },
  {
    key: "DetailCovered",
    label: "Details covered",
    itemLabel: "detail",
    route: "details-covered-tracker",
    cardinality: "many",
    titleField: "detail",
    fields: [
      { kind: "text", name: "detail", label: "Detail", required: true, max: 300 },
      { kind: "boolean", name: "covered", label: "Covered by the licence" },
      { kind: "text", name: "notes", label: "Notes", max: 1000 },
    ],
  },
  {
    key: "Relationship",
    label: "Relationships",
    itemLabel: "relationship",
    route: "relationships",
    cardinality: "many",
    titleField: "description",
    fields: [
      { kind: "text", name: "description", label: "Relationship", required: true, max: 300 },
      { kind: "company", name: "companyId", label: "Company" },
      { kind: "person", name: "personId", label: "Person" },
    ],
  },
] as const satisfies readonly ElementSectionDefinition[];

export type ElementSectionKey = (typeof elementSections)[number]["key"];
export const elementSectionKeys = elementSections.map((section) => section.key) as [
  ElementSectionKey,
  ...ElementSectionKey[],
];

export function findElementSection(key: string): ElementSectionDefinition | undefined {
  return elementSections.find((section) => section.key.toLowerCase() === key.toLowerCase());
}

export function elementSectionsOn(route: ElementRoute): readonly ElementSectionDefinition[] {
  return elementSections.filter((section) => section.route === route);
}

/** The tabs an element shows: Music only for MUSIC; the cast list for the types that can hold talent (spec 001). */
export function elementRoutesFor(elementType: string): readonly ElementRoute[] {
  const talentTypes = ["ART", "AUDIO", "IMAGE", "MUSIC", "VIDEO"];
  return elementRoutes.filter(
    (route) =>
      (route !== "music" || elementType === "MUSIC") &&
      (route !== "cast-list" || talentTypes.includes(elementType)),
  );
}
