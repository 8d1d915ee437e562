import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { moduleAccess } from "../api/module-access.js";
import {
  ForecastAnswerSchema,
  ForecastExportRequestSchema,
  ForecastRequestSchema,
  RateCardEntryIdParamsSchema,
  RateCardEntryInputSchema,
  RateCardEntryUpdateRequestSchema,
  RateCardImportResultSchema,
  RateCardOriginFilterSchema,
  RateCardRowSchema,
  RateCardSchema,
  RenewalAskRequestSchema,
  RenewalAskResultSchema,
  RenewalDecideRequestSchema,
  RenewalDecideResultSchema,
  RenewalDecisionListQuerySchema,
  RenewalDecisionListSchema,
} from "./money-api-schemas.js";

/**
 * Money ahead, under the Contracts module's rights: the rate card (every figure the product ships
 * and the client's own versions), renew-or-release decisions, and the forecast of what keeping the
 * spots on air costs.
 */
const { read, write, remove } = moduleAccess("Contracts");

export const getRateCard = defineEndpoint({
  name: "getRateCard",
  method: "GET",
  path: "/RateCard",
  summary:
    "Every figure known: the shipped confirmed ones and the client's versions, with the shipped rows that have no confirmed figure",
  tag: "Rate Card",
  access: read,
  query: RateCardOriginFilterSchema,
  response: RateCardSchema,
  errors: [],
});

export const addRateCardEntry = defineEndpoint({
  name: "addRateCardEntry",
  method: "POST",
  path: "/RateCard/Add",
  summary: "Add a client version of a figure, with its source (refused when it overlaps another version)",
  tag: "Rate Card",
  access: write,
  body: RateCardEntryInputSchema,
  response: RateCardRowSchema,
  errors: ["InvalidData"],
});

export const updateRateCardEntry = defineEndpoint({
  name: "updateRateCardEntry",
  method: "PUT",
  path: "/RateCard/Update/{id}",
  summary: "Change a client version (shipped figures are never changed); refused when stale",
  tag: "Rate Card",
  access: write,
  params: RateCardEntryIdParamsSchema,
  body: RateCardEntryUpdateRequestSchema,
  response: RateCardRowSchema,
  errors: ["NotFound", "InvalidData"],
});

export const deleteRateCardEntry = defineEndpoint({
  name: "deleteRateCardEntry",
  method: "DELETE",
  path: "/RateCard/Delete/{id}",
  summary: "Delete a client version; what it priced falls back to the next figure",
  tag: "Rate Card",
  access: remove,
  params: RateCardEntryIdParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
  errors: ["NotFound"],
});

export const importRateCard = defineEndpoint({
  name: "importRateCard",
  method: "POST",
  path: "/RateCard/Import",
  summary: "Add client versions from a CSV file (multipart, one file): all rows or none, each bad cell named",
  tag: "Rate Card",
  access: write,
  bodyKind: "multipart",
  response: RateCardImportResultSchema,
  errors: ["InvalidData"],
});

export const exportRateCard = defineEndpoint({
  name: "exportRateCard",
  method: "GET",
  path: "/RateCard/Export",
  summary: "The rate card as CSV, in the import's columns (formulas neutralised)",
  tag: "Rate Card",
  access: read,
  query: RateCardOriginFilterSchema,
  response: z.unknown(),
  responseKind: "file",
  errors: [],
});

export const listRenewalDecisions = defineEndpoint({
  name: "listRenewalDecisions",
  method: "GET",
  path: "/Renewals",
  summary: "The renew-or-release decisions in force, newest first (of one asset or element when named)",
  tag: "Renewals",
  access: read,
  query: RenewalDecisionListQuerySchema,
  response: RenewalDecisionListSchema,
  errors: [],
});

export const decideRenewals = defineEndpoint({
  name: "decideRenewals",
  method: "POST",
  path: "/Renewals/Decide",
  summary:
    "Renew or not renew each subject named (cycles, holding fees, MPUs, licences), with who and when; statuses follow",
  tag: "Renewals",
  access: write,
  body: RenewalDecideRequestSchema,
  response: RenewalDecideResultSchema,
  errors: ["InvalidData", "NotFound"],
});

export const askRenewalDecisions = defineEndpoint({
  name: "askRenewalDecisions",
  method: "POST",
  path: "/Renewals/Ask",
  summary: "Ask people to decide: each gets an e-mail and a to-do in their alerts",
  tag: "Renewals",
  access: write,
  body: RenewalAskRequestSchema,
  response: RenewalAskResultSchema,
  errors: ["InvalidData", "NotFound"],
});

export const getForecast = defineEndpoint({
  name: "getForecast",
  method: "POST",
  path: "/Forecast",
  summary:
    "Every payment keeping the spots on air needs in a window, per month, with each amount's source, the total and the saving of the releases",
  tag: "Forecast",
  access: read,
  body: ForecastRequestSchema,
  response: ForecastAnswerSchema,
  errors: ["NotFound"],
});

export const exportForecast = defineEndpoint({
  name: "exportForecast",
  method: "POST",
  path: "/Forecast/Export",
  summary: "The forecast as XLSX, PDF or CSV: months, payments with their sources, total and saving",
  tag: "Forecast",
  access: read,
  body: ForecastExportRequestSchema,
  response: z.unknown(),
  responseKind: "file",
  errors: ["NotFound"],
});
