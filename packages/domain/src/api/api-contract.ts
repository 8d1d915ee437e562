import * as admin from "../admin/contract.js";
import { canAccessEndpoints } from "../admin/can-access-contract.js";
import * as asset from "../asset/contract.js";
import { assetRecordEndpoints } from "../asset/asset-record-endpoints.js";
import * as auth from "../auth/contract.js";
import * as company from "../company/contract.js";
import { companyRecordEndpoints } from "../company/company-record-endpoints.js";
import * as completionReport from "../completion-report/contract.js";
import { completionReportRecordEndpoints } from "../completion-report/completion-report-record-endpoints.js";
import * as element from "../element/contract.js";
import { elementRecordEndpoints } from "../element/element-record-endpoints.js";
import * as contracts from "../contracts/contract.js";
import { contractRecordEndpoints } from "../contracts/contract-record-endpoints.js";
import * as documents from "../documents/contract.js";
import * as people from "../people/contract.js";
import { personRecordEndpoints } from "../people/person-record-endpoints.js";
import * as alerts from "../alerts/contract.js";
import * as reports from "../reports/contract.js";
import * as dashboard from "../dashboard/contract.js";
import * as search from "../search/contract.js";
import * as airings from "../airings/contract.js";
import * as moneyAhead from "../forecast/contract.js";
import { getClientConfig, health } from "../system/contract.js";

/** Every endpoint of the API, by name. The server implements exactly these. */
export const contract = {
  health,
  getClientConfig,
  ...auth,
  ...admin,
  ...canAccessEndpoints,
  ...companyRecordEndpoints,
  ...company,
  ...documents,
  ...personRecordEndpoints,
  ...people,
  ...assetRecordEndpoints,
  ...asset,
  ...elementRecordEndpoints,
  ...element,
  ...contractRecordEndpoints,
  ...contracts,
  ...completionReportRecordEndpoints,
  ...completionReport,
  ...alerts,
  ...reports,
  ...dashboard,
  ...search,
  ...airings,
  ...moneyAhead,
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
