import { shootTypes } from "../asset/asset-catalogues.js";
import { crewMemberFields, participantFields } from "../asset/sections.js";
import type { SectionField } from "../company/section-fields.js";
import { codeLabel } from "../shared/code-labels.js";
import {
  findPerformerCategory,
  performanceTypes,
  performerCategoryAbbreviations,
  unionCodes,
  type UnionCode,
} from "../unions/performer-catalogues.js";
import { unionOfCode } from "./completion-report-changes.js";
import type { CompletionReportRoute } from "./completion-report-routes.js";

/** "SA" → "SAG-AFTRA": the union a report's code stands for, by its name. */
export function unionCodeLabel(code: string): string {
  const union = unionOfCode[code as UnionCode] as string | undefined;
  return union === undefined ? code : codeLabel(union);
}

/** "VO" → "Voice over": a performer category by its name. */
export function performerCategoryLabel(abbreviation: string): string {
  const category = findPerformerCategory("UNION", abbreviation);
  return category ? codeLabel(category.name) : abbreviation;
}

export interface CompletionReportSectionDefinition {
  readonly key: string;
  readonly label: string;
  readonly itemLabel: string;
  readonly route: CompletionReportRoute;
  readonly cardinality: "one" | "many";
  readonly fields: readonly SectionField[];
  readonly titleField: string;
  readonly layout?: "table" | "notes";
}

/**
 * Every section of a completion report, declared once (schema, form and table columns). The cast
 * item is the report's performer as `CastMemberSchema` describes it; an element item names an
 * element record, whose licences the reconciliation reads.
 */
export const completionReportSections = [
  {
    key: "Location",
    label: "Locations",
    itemLabel: "location",
    route: "location",
    cardinality: "many",
    titleField: "name",
    fields: [
      { kind: "select", name: "shootType", label: "Shoot type", required: true, options: shootTypes },
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
    key: "InternalNote",
    label: "Internal notes",
    itemLabel: "internal note",
    route: "internal-note",
    cardinality: "many",
    titleField: "note",
    layout: "notes",
    fields: [{ kind: "textarea", name: "note", label: "Note", required: true, max: 4000 }],
  },
  {
    key: "Cast",
    label: "Cast",
    itemLabel: "cast member",
    route: "castList",
    cardinality: "many",
    titleField: "personId",
    fields: [
      { kind: "person", name: "personId", label: "Performer", required: true, personKinds: ["TALENT"] },
      { kind: "contract", name: "contractId", label: "Talent contract", talentField: "personId" },
      {
        kind: "select",
        name: "unionCode",
        label: "Union",
        required: true,
        options: unionCodes,
        optionLabel: unionCodeLabel,
      },
      {
        kind: "select",
        name: "performerCategory",
        label: "Performer category",
        options: performerCategoryAbbreviations,
        optionLabel: performerCategoryLabel,
      },
      { kind: "select", name: "performanceType", label: "On/off camera", options: performanceTypes },
      { kind: "text", name: "role", label: "Role", max: 200 },
      { kind: "money", name: "scaleCents", label: "Scale rate" },
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
    fields: crewMemberFields,
  },
  {
    key: "Participant",
    label: "Participants",
    itemLabel: "participant",
    route: "participant",
    cardinality: "many",
    titleField: "companyId",
    fields: participantFields,
  },
  {
    key: "Element",
    label: "Elements",
    itemLabel: "element",
    route: "elements",
    cardinality: "many",
    titleField: "elementId",
    fields: [
      { kind: "element", name: "elementId", label: "Element", required: true },
      { kind: "textarea", name: "terms", label: "Music terms", max: 2000 },
    ],
  },
] as const satisfies readonly CompletionReportSectionDefinition[];

export type CompletionReportSectionKey = (typeof completionReportSections)[number]["key"];
export const completionReportSectionKeys = completionReportSections.map((section) => section.key) as [
  CompletionReportSectionKey,
  ...CompletionReportSectionKey[],
];

export function findCompletionReportSection(key: string): CompletionReportSectionDefinition | undefined {
  return completionReportSections.find((section) => section.key.toLowerCase() === key.toLowerCase());
}
