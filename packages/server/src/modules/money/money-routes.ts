import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { DeferredMailer } from "../../mail/deferred-mailer.js";
import { recordContext } from "../../records/record-context.js";
import { dayOf } from "../../records/day-of.js";
import { forecastExportFile } from "./forecast-export.js";
import { ForecastService } from "./forecast-service.js";
import { RateCardService } from "./rate-card-service.js";
import { RenewalService } from "./renewal-service.js";

export type MoneyEndpoint =
  | "getRateCard"
  | "addRateCardEntry"
  | "updateRateCardEntry"
  | "deleteRateCardEntry"
  | "importRateCard"
  | "exportRateCard"
  | "listRenewalDecisions"
  | "decideRenewals"
  | "askRenewalDecisions"
  | "getForecast"
  | "exportForecast";

export interface MoneyHandlerOptions {
  readonly db: Db;
  readonly mail: DeferredMailer;
  /** The server's public address: the base of the link an "asked to decide" mail carries. */
  readonly publicUrl: string;
}

/** Money ahead: the rate card, renew-or-release decisions and the forecast (the Contracts module's rights). */
export function moneyHandlers({ db, mail, publicUrl }: MoneyHandlerOptions): Pick<Handlers, MoneyEndpoint> {
  const rateCard = new RateCardService(db);
  const renewals = new RenewalService({ db, mail, publicUrl });
  const forecasts = new ForecastService(db);
  return {
    getRateCard: ({ query }) => rateCard.get(query.origin),
    addRateCardEntry: ({ body }, context) => rateCard.add(body, recordContext(context)),
    updateRateCardEntry: ({ params, body }, context) =>
      rateCard.update(params.id, body, recordContext(context)),
    deleteRateCardEntry: ({ params }, context) => rateCard.delete(params.id, recordContext(context)),
    importRateCard: (_input, context) => rateCard.import(context.request, recordContext(context)),
    exportRateCard: ({ query }, context) => rateCard.export(query.origin, dayOf(context.now)),
    listRenewalDecisions: ({ query }) => renewals.list(query),
    decideRenewals: ({ body }, context) => renewals.decide(body, recordContext(context)),
    askRenewalDecisions: ({ body }, context) => renewals.ask(body, recordContext(context)),
    getForecast: ({ body }, context) => forecasts.forecast(body, context.now),
    exportForecast: async ({ body }, context) =>
      forecastExportFile(await forecasts.forecast(body, context.now), body.format),
  };
}
