import { shootTypes } from "./asset-catalogues.js";
import { performanceTypes, unions } from "../unions/performer-catalogues.js";
import type { ModuleName } from "../access/modules.js";
import type { SectionField } from "../company/section-fields.js";

/**
 * The child routes of /asset/{assetId} (and of the edit-version form /asset/{baseAssetId}/{assetId}),
 * in tab-bar order: spec 000 section 2's children. `rights-tracker` holds spec 001's expiration
 * dashboard (the timeline and "Can it air?") beside the use rights; `asset-info` holds locations,
 * sessions and the project and internal notes; `completion-report` lists the spot's completion
 * reports, and is shown only to a role that reads them (`assetRouteModules`).
 */
export const assetRoutes = [
  "asset-profile",
  "rights-tracker",
  "completion-report",
  "asset-info",
  "cast-list",
  "elements",
  "edit-version",
  "advertisers",
  "products",
  "unions",
  "signatories",
  "participants",
  "crew",
  "estimates",
  "transfer-of-rights",
  "documents",
  "logs",
] as const;
export type AssetRoute = (typeof assetRoutes)[number];

export const assetRouteLabels: Readonly<Record<AssetRoute, string>> = {
  "asset-profile": "Profile",
  "rights-tracker": "Rights tracker",
  "completion-report": "Completion report",
  "asset-info": "Locations & notes",
  "cast-list": "Cast list",
  elements: "Elements",
  "edit-version": "Edit versions",
  advertisers: "Advertisers",
  products: "Products",
  unions: "Unions",
  signatories: "Signatories",
  participants: "Participants",
  crew: "Crew",
  estimates: "Estimates",
  "transfer-of-rights": "Transfer of rights",
  documents: "Documents",
  logs: "Logs",
};

/** The tabs that show another module's records: the role must read that module to see them. */
export const assetRouteModules: Readonly<Partial<Record<AssetRoute, ModuleName>>> = {
  "completion-report": "Completion Report",
};

export interface AssetSectionDefinition {
  /** Path segment and key: `/Asset/Location/GetAll/{assetId}`. */
  readonly key: string;
  readonly label: string;
  /** The singular, for buttons and messages: "Add location". */
  readonly itemLabel: string;
  readonly route: AssetRoute;
  readonly cardinality: "one" | "many";
  readonly fields: readonly SectionField[];
  /** The field shown as the item's title in lists and logs. */
  readonly titleField: string;
  /** Shown as a feed of notes rather than a table. */
  readonly layout?: "table" | "notes";
}

/** The performer categories a cast member may have (the spec's five examples; the full tables are not shown). */
export const castPerformerCategories = [
  "PRINCIPAL",
  "VOICE OVER",
  "DANCER",
  "STUNT",
  "GROUP SINGER",
] as const;

/** Who takes part in making the spot (the participants tab). Ours: the spec names the tab only. */
export const participantRoles = [
  "AD AGENCY",
  "PRODUCTION COMPANY",
  "POST-PRODUCTION",
  "MUSIC HOUSE",
  "CASTING COMPANY",
  "PAYROLL VENDOR",
  "OTHER",
] as const;

/** Who worked on a spot: the person and their position, the same on a spot and its completion report. */
export const crewMemberFields = [
  {
    kind: "person",
    name: "personId",
    label: "Crew member",
    required: true,
    personKinds: ["CREW", "STAFF"],
  },
  { kind: "text", name: "position", label: "Position", required: true, max: 200 },
  { kind: "text", name: "department", label: "Department", max: 200 },
] as const satisfies readonly SectionField[];

/** A company that took part in a spot, on the spot and on its completion report. */
export const participantFields = [
  { kind: "company", name: "companyId", label: "Company", required: true },
  { kind: "select", name: "role", label: "Participation", required: true, options: participantRoles },
  { kind: "person", name: "contactId", label: "Contact" },
] as const satisfies readonly SectionField[];

/**
 * Every section of an asset, declared once: the fields build the schema the server checks, the
 * form and the table columns. Cast members carry their own use rights (rights tracker), so the
 * cast section's union, category, camera and session date are what a lapsed cycle's holding fee
 * is looked up by.
 */
export const assetSections = [
  {
    key: "Cast",
    label: "Cast",
    itemLabel: "cast member",
    route: "cast-list",
    cardinality: "many",
    titleField: "personId",
    fields: [
      { kind: "person", name: "personId", label: "Performer", required: true, personKinds: ["TALENT"] },
      {
        kind: "select",
        name: "performerCategory",
        label: "Performer category",
        required: true,
        options: castPerformerCategories,
      },
      { kind: "select", name: "union", label: "Union", required: true, options: unions },
      {
        kind: "select",
        name: "performanceType",
        label: "On/off camera",
        required: true,
        options: performanceTypes,
      },
      { kind: "text", name: "role", label: "Role", max: 200 },
      { kind: "date", name: "sessionDate", label: "Session date" },
      { kind: "date", name: "holdingFeesPaidThrough", label: "Holding fees paid through" },
      { kind: "boolean", name: "editedOut", label: "Edited out (does not appear in the spot)" },
    ],
  },
  {
    key: "Crew",
    label: "Crew",
    itemLabel: "crew member",
    route: "crew",
    cardinality: "many",
    titleField: "personId",
    fields: [
      ...crewMemberFields,
      { kind: "date", name: "startDate", label: "First day" },
      { kind: "date", name: "endDate", label: "Last day" },
    ],
  },
  {
    key: "Location",
    label: "Locations",
    itemLabel: "location",
    route: "asset-info",
    cardinality: "many",
    titleField: "locationNumber",
    fields: [
      { kind: "select", name: "shootType", label: "Shoot type", required: true, options: shootTypes },
      // Left empty, the server numbers it: "Filming 3", one past the locations of that shoot type.
      { kind: "text", name: "locationNumber", label: "Location number (empty: the next one)", max: 100 },
      { kind: "text", name: "name", label: "Location name", required: true, max: 200 },
      { kind: "company", name: "locationCompanyId", label: "Location company", mainTypes: ["LOCATION"] },
      { kind: "text", name: "city", label: "City", max: 100 },
      { kind: "text", name: "state", label: "State or region", max: 100 },
      { kind: "text", name: "country", label: "Country", max: 100 },
      { kind: "date", name: "startDate", label: "First shoot day" },
      { kind: "date", name: "endDate", label: "Last shoot day" },
    ],
  },
  {
    key: "Session",
    label: "Sessions",
    itemLabel: "session",
    route: "asset-info",
    cardinality: "many",
    titleField: "sessionDate",
    fields: [
      { kind: "date", name: "sessionDate", label: "Session date", required: true },
      { kind: "select", name: "shootType", label: "Shoot type", required: true, options: shootTypes },
      { kind: "text", name: "locationNumber", label: "Location number", max: 100 },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
  {
    key: "ProjectNote",
    label: "Project notes",
    itemLabel: "project note",
    route: "asset-info",
    cardinality: "many",
    titleField: "note",
    layout: "notes",
    fields: [{ kind: "textarea", name: "note", label: "Note", required: true, max: 4000 }],
  },
  {
    key: "InternalNote",
    label: "Internal notes",
    itemLabel: "internal note",
    route: "asset-info",
    cardinality: "many",
    titleField: "note",
    layout: "notes",
    fields: [{ kind: "textarea", name: "note", label: "Note", required: true, max: 4000 }],
  },
  {
    key: "Advertiser",
    label: "Advertisers",
    itemLabel: "advertiser",
    route: "advertisers",
    cardinality: "many",
    titleField: "companyId",
    fields: [
      { kind: "company", name: "companyId", label: "Advertiser", required: true, mainTypes: ["ADVERTISER"] },
      { kind: "boolean", name: "primary", label: "Primary advertiser" },
    ],
  },
  {
    key: "Product",
    label: "Products",
    itemLabel: "product",
    route: "products",
    cardinality: "many",
    titleField: "name",
    fields: [
      { kind: "text", name: "name", label: "Product", required: true, max: 200 },
      { kind: "text", name: "brand", label: "Brand", max: 200 },
      { kind: "company", name: "advertiserId", label: "Advertiser", mainTypes: ["ADVERTISER"] },
    ],
  },
  {
    key: "Union",
    label: "Unions",
    itemLabel: "union",
    route: "unions",
    cardinality: "many",
    titleField: "union",
    fields: [
      { kind: "select", name: "union", label: "Union", required: true, options: unions },
      { kind: "text", name: "agreement", label: "Agreement", max: 200 },
    ],
  },
  {
    key: "Signatory",
    label: "Signatories",
    itemLabel: "signatory",
    route: "signatories",
    cardinality: "many",
    titleField: "companyId",
    fields: [
      { kind: "company", name: "companyId", label: "Signatory company", required: true },
      { kind: "select", name: "union", label: "Union", required: true, options: unions },
      { kind: "text", name: "signatoryNumber", label: "Signatory number", max: 50 },
    ],
  },
  {
    key: "Participant",
    label: "Participants",
    itemLabel: "participant",
    route: "participants",
    cardinality: "many",
    titleField: "companyId",
    fields: participantFields,
  },
  {
    key: "Estimate",
    label: "Estimates",
    itemLabel: "estimate",
    route: "estimates",
    cardinality: "many",
    titleField: "estimateNumber",
    fields: [
      { kind: "text", name: "estimateNumber", label: "Estimate number", required: true, max: 50 },
      { kind: "text", name: "description", label: "Description", max: 500 },
      { kind: "number", name: "amount", label: "Amount (USD)", min: 0 },
      { kind: "date", name: "estimateDate", label: "Estimate date" },
    ],
  },
  {
    key: "TransferOfRights",
    label: "Transfer of rights",
    itemLabel: "transfer of rights",
    route: "transfer-of-rights",
    cardinality: "many",
    titleField: "toCompanyId",
    fields: [
      { kind: "company", name: "fromCompanyId", label: "From", required: true },
      { kind: "company", name: "toCompanyId", label: "To", required: true },
      { kind: "date", name: "effectiveDate", label: "Effective date", required: true },
      { kind: "textarea", name: "notes", label: "Notes", max: 2000 },
    ],
  },
] as const satisfies readonly AssetSectionDefinition[];

export type AssetSectionKey = (typeof assetSections)[number]["key"];
export const assetSectionKeys = assetSections.map((section) => section.key) as [
  AssetSectionKey,
  ...AssetSectionKey[],
];

export function findAssetSection(key: string): AssetSectionDefinition | undefined {
  return assetSections.find((section) => section.key.toLowerCase() === key.toLowerCase());
}

export function assetSectionsOn(route: AssetRoute): readonly AssetSectionDefinition[] {
  return assetSections.filter((section) => section.route === route);
}
