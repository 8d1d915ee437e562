import type { LockableRecordType, ModuleName, RecordOwnerKind } from "@rightsdesk/domain";
import { paths } from "../../routing/paths";

/**
 * Each kind of record's names, a row a kind: its permission module, how the screen names one
 * record and many, and which of the standard calls it has. Contracts are voided,
 * never archived; a company is never deleted from here.
 */
export const recordKindNames = {
  asset: { module: "Asset", singular: "asset", plural: "Assets", archivable: true, deletable: true },
  company: {
    module: "Company",
    singular: "company",
    plural: "Companies",
    archivable: true,
    deletable: false,
  },
  contract: {
    module: "Contracts",
    singular: "contract",
    plural: "Contracts",
    archivable: false,
    deletable: true,
  },
  element: { module: "Element", singular: "element", plural: "Elements", archivable: true, deletable: true },
  person: { module: "People", singular: "person", plural: "People", archivable: true, deletable: true },
  completionReport: {
    module: "Completion Report",
    singular: "completion report",
    plural: "Completion reports",
    archivable: true,
    deletable: true,
  },
} as const satisfies Record<
  LockableRecordType,
  { module: ModuleName; singular: string; plural: string; archivable: boolean; deletable: boolean }
>;

/**
 * The parameters that name a record: its page's route parameter, its sections' owner in the
 * contract's section calls, and whose documents they are.
 */
export const recordKindParams = {
  asset: { route: "assetId", sectionOwner: "ownerId", documentOwner: "asset" },
  company: { route: "companyId", sectionOwner: "companyId", documentOwner: "company" },
  contract: { route: "contractId", sectionOwner: "ownerId", documentOwner: "contract" },
  element: { route: "elementId", sectionOwner: "ownerId", documentOwner: "element" },
  person: { route: "peopleId", sectionOwner: "personId", documentOwner: "people" },
  completionReport: {
    route: "completionReportId",
    sectionOwner: "ownerId",
    documentOwner: "completion-report",
  },
} as const satisfies Record<
  LockableRecordType,
  { route: string; sectionOwner: string; documentOwner: RecordOwnerKind }
>;

/** Each kind's lists (the active one, and the archive where it has one) and its add page. */
export const recordKindRoutes = {
  asset: { lists: paths.app.assets, add: paths.app.addAsset },
  company: { lists: paths.app.companies, add: paths.app.addCompany },
  contract: { lists: paths.app.contracts, add: paths.app.addContract },
  element: { lists: paths.app.elements, add: paths.app.addElement },
  person: { lists: paths.app.people, add: paths.app.addPerson },
  completionReport: { lists: paths.app.completionReports, add: paths.app.addCompletionReport },
} satisfies Record<
  LockableRecordType,
  { lists: { all: { getHref: () => string } }; add: { getHref: () => string } }
>;
