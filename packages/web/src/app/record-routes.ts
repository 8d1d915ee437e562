import {
  assetRoutes,
  companyRoutes,
  completionReportRoutes,
  contractRoutes,
  elementRoutes,
  personRoutes,
} from "@rightsdesk/domain";
import { paths } from "../routing/paths";
import { screen, section, tabScreens, type ScreenRoute } from "./screen-route";

const app = paths.app;

/** A company's tabs: the profile, the log, documents, payroll clients, or its sections. */
const companyTabs = tabScreens(
  companyRoutes,
  {
    "company-profile": () => import("../features/company/routes/company-profile"),
    logs: () => import("../features/company/routes/company-logs"),
    documents: () => import("../features/company/routes/company-documents"),
    "payroll-vendor-company": () => import("../features/company/routes/company-payroll-clients"),
  },
  () => import("../features/company/routes/company-section-tab"),
);

/** A person's tabs: the profile, photos, documents, the log, or their sections. */
const personTabs = tabScreens(
  personRoutes,
  {
    "people-profile": () => import("../features/people/routes/person-profile"),
    photos: () => import("../features/people/routes/person-photos"),
    documents: () => import("../features/people/routes/person-documents"),
    logs: () => import("../features/people/routes/person-logs"),
  },
  () => import("../features/people/routes/person-section-tab"),
);

/** An asset's tabs, the same under `/asset/{id}` and the edit-version form `/asset/{base}/{id}`. */
const assetTabs = tabScreens(
  assetRoutes,
  {
    "asset-profile": () => import("../features/asset/routes/asset-profile"),
    "rights-tracker": () => import("../features/asset/routes/asset-rights-tracker"),
    "completion-report": () => import("../features/asset/routes/asset-completion-reports"),
    elements: () => import("../features/asset/routes/asset-elements"),
    "edit-version": () => import("../features/asset/routes/asset-edit-versions"),
    documents: () => import("../features/asset/routes/asset-documents"),
    logs: () => import("../features/asset/routes/asset-logs"),
  },
  () => import("../features/asset/routes/asset-section-tab"),
);

/** An element's tabs: the profile, vendor/licensor, licences, linked assets or sections. */
const elementTabs = tabScreens(
  elementRoutes,
  {
    "element-profile": () => import("../features/element/routes/element-profile"),
    "vendor-licensor": () => import("../features/element/routes/element-vendor-licensor"),
    "rights-contracted": () => import("../features/element/routes/element-rights-contracted"),
    linkedAssets: () => import("../features/element/routes/element-linked-assets"),
    documents: () => import("../features/element/routes/element-documents"),
    logs: () => import("../features/element/routes/element-logs"),
  },
  () => import("../features/element/routes/element-section-tab"),
);

/** A contract's tabs: the profile, guarantees, linked assets, rights acquired, documents or sections. */
const contractTabs = tabScreens(
  contractRoutes,
  {
    "contract-view": () => import("../features/contract/routes/contract-view"),
    "guarantee-payment": () => import("../features/contract/routes/contract-guarantees"),
    "linked-assets": () => import("../features/contract/routes/contract-linked-assets"),
    useRights: () => import("../features/contract/routes/contract-use-rights"),
    documents: () => import("../features/contract/routes/contract-documents"),
  },
  () => import("../features/contract/routes/contract-section-tab"),
);

const companyScreens: ScreenRoute[] = [
  section(
    app.companies.path,
    () => import("../features/company/routes/companies-layout"),
    () => app.companies.all.getHref(),
    [
      screen(app.companies.all.path, () => import("../features/company/routes/companies-all")),
      screen(app.companies.archive.path, () => import("../features/company/routes/companies-archive")),
    ],
  ),
  screen(app.addCompany.path, () => import("../features/company/routes/add-company")),
  section(
    app.company.path,
    () => import("../features/company/routes/company-layout"),
    (params) => app.company.getHref(Number(params.companyId)),
    companyTabs,
  ),
];

const personScreens: ScreenRoute[] = [
  section(
    app.people.path,
    () => import("../features/people/routes/people-layout"),
    () => app.people.all.getHref(),
    [
      screen(app.people.all.path, () => import("../features/people/routes/people-all")),
      screen(app.people.archive.path, () => import("../features/people/routes/people-archive")),
    ],
  ),
  screen(app.addPerson.path, () => import("../features/people/routes/add-person")),
  section(
    app.person.path,
    () => import("../features/people/routes/person-layout"),
    (params) => app.person.getHref(Number(params.peopleId)),
    personTabs,
  ),
];

const assetLayout = () => import("../features/asset/routes/asset-layout");

const assetScreens: ScreenRoute[] = [
  section(
    app.assets.path,
    () => import("../features/asset/routes/assets-layout"),
    () => app.assets.all.getHref(),
    [screen(app.assets.all.path, () => import("../features/asset/routes/assets-all"))],
  ),
  screen(app.addAsset.path, () => import("../features/asset/routes/add-asset")),
  section(app.asset.path, assetLayout, (params) => app.asset.getHref(Number(params.assetId)), assetTabs),
  section(
    app.asset.editVersionPath,
    assetLayout,
    (params) => app.asset.getHref(Number(params.assetId), "asset-profile", Number(params.baseAssetId)),
    assetTabs,
  ),
];

/** A completion report's tabs: the profile, edit version, documents, logs, or its sections. */
const completionReportTabs = tabScreens(
  completionReportRoutes,
  {
    "completion-report-profile": () =>
      import("../features/completion-report/routes/completion-report-profile"),
    "edit-version": () => import("../features/completion-report/routes/completion-report-edit-version"),
    documents: () => import("../features/completion-report/routes/completion-report-documents"),
    logs: () => import("../features/completion-report/routes/completion-report-logs"),
  },
  () => import("../features/completion-report/routes/completion-report-section-tab"),
);

const completionReportScreens: ScreenRoute[] = [
  section(
    app.completionReports.path,
    () => import("../features/completion-report/routes/completion-reports-layout"),
    () => app.completionReports.all.getHref(),
    [
      screen(
        app.completionReports.all.path,
        () => import("../features/completion-report/routes/completion-reports-all"),
      ),
      screen(
        app.completionReports.archive.path,
        () => import("../features/completion-report/routes/completion-reports-archive"),
      ),
    ],
  ),
  screen(
    app.addCompletionReport.path,
    () => import("../features/completion-report/routes/add-completion-report"),
  ),
  section(
    app.completionReport.path,
    () => import("../features/completion-report/routes/completion-report-layout"),
    (params) => app.completionReport.getHref(Number(params.completionReportId)),
    completionReportTabs,
  ),
];

const elementScreens: ScreenRoute[] = [
  section(
    app.elements.path,
    () => import("../features/element/routes/elements-layout"),
    () => app.elements.all.getHref(),
    [screen(app.elements.all.path, () => import("../features/element/routes/elements-all"))],
  ),
  screen(app.addElement.path, () => import("../features/element/routes/add-element")),
  section(
    app.element.path,
    () => import("../features/element/routes/element-layout"),
    (params) => app.element.getHref(Number(params.elementId)),
    elementTabs,
  ),
];

const templates = app.contractTemplates;
const snippets = app.contractSnippets;

/**
 * Contract templates and snippets: their lists, add, edit and view screens. Literal segments
 * rank before parameters, so `/contracts/templates/...` never reaches `/contracts/:contractId/:tab`.
 */
const contractTemplateScreens: ScreenRoute[] = [
  section(
    templates.path,
    () => import("../features/contract-templates/routes/templates-layout"),
    () => templates.all.getHref(),
    [screen(templates.all.path, () => import("../features/contract-templates/routes/templates-all"))],
  ),
  screen(templates.add.path, () => import("../features/contract-templates/routes/add-template")),
  screen(templates.edit.path, () => import("../features/contract-templates/routes/edit-template")),
  screen(templates.view.path, () => import("../features/contract-templates/routes/template-view")),
  section(
    snippets.path,
    () => import("../features/contract-templates/routes/snippets-layout"),
    () => snippets.all.getHref(),
    [screen(snippets.all.path, () => import("../features/contract-templates/routes/snippets-all"))],
  ),
  screen(snippets.add.path, () => import("../features/contract-templates/routes/add-snippet")),
  screen(snippets.edit.path, () => import("../features/contract-templates/routes/edit-snippet")),
  screen(snippets.view.path, () => import("../features/contract-templates/routes/snippet-view")),
];

/**
 * Contracts: the list, the five creation flows and a contract's tabs. Declared after the
 * templates' literal `/contracts/templates/...` routes, which rank before `:contractId` anyway.
 */
const contractScreens: ScreenRoute[] = [
  section(
    app.contracts.path,
    () => import("../features/contract/routes/contracts-layout"),
    () => app.contracts.all.getHref(),
    [screen(app.contracts.all.path, () => import("../features/contract/routes/contracts-all"))],
  ),
  screen(app.addContract.path, () => import("../features/contract/routes/add-contract")),
  screen(app.addQuickContract.path, () => import("../features/contract/routes/add-quick-contract")),
  screen(app.addBulkContract.path, () => import("../features/contract/routes/add-bulk-contract")),
  screen(app.addMsaContract.path, () => import("../features/contract/routes/add-msa-contract")),
  screen(app.addExistingContract.path, () => import("../features/contract/routes/add-existing-contract")),
  section(
    app.contract.path,
    () => import("../features/contract/routes/contract-layout"),
    (params) => app.contract.getHref(Number(params.contractId)),
    contractTabs,
  ),
];

/** The screens of the five record kinds and of the contract templates, in the order the tree lists them. */
export const recordScreens = {
  companyScreens,
  personScreens,
  assetScreens,
  elementScreens,
  completionReportScreens,
  contractTemplateScreens,
  contractScreens,
};
