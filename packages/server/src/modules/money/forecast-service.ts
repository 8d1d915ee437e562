import {
  AppError,
  figureSources,
  forecastPayments,
  forecastWindow,
  toIsoDate,
  totalPayments,
  type ForecastAnswer,
  type ForecastInput,
  type ForecastRequest,
  type ForecastScope,
  type PaymentForecast,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { dayOf } from "../../records/day-of.js";
import { assetMpuOf, loadAssetRightsPartsMany } from "../asset/asset-rights-inputs.js";
import { LicenceRepository } from "../element/licence-repository.js";
import { ForecastRepository } from "./forecast-repository.js";
import { forecastElementOf, forecastSpotOf } from "./forecast-inputs.js";
import { loadClientRateCard } from "./rate-card-repository.js";
import { RenewalDecisionRepository, toRenewalDecision } from "./renewal-decision-repository.js";

/** A forecast request after its defaults: the window's first day and length, and the scope. */
export interface ForecastAsked {
  readonly from?: string | undefined;
  readonly months: number;
  readonly scope: ForecastScope;
}

/**
 * The forecast: the client's spots and elements in scope read as the domain's ForecastInput (the
 * same loaders the statuses and clearances use), priced by its rate card, its decisions applied,
 * and forecastPayments deciding everything. Nothing here computes a payment.
 */
export class ForecastService {
  constructor(private readonly db: Db) {}

  async forecast(request: ForecastAsked, now: Date): Promise<ForecastAnswer> {
    const from = toIsoDate(request.from ?? dayOf(now));
    const window = forecastWindow(from, request.months);
    const { input, performerCastItems, scopeLabel } = await this.inputOf(request.scope);
    const forecast = forecastPayments(input, window);
    return answerOf(narrowToPerformer(forecast, performerCastItems), scopeLabel);
  }

  /** What the forecast of `scope` is built from, read in one query per kind of part. */
  async inputOf(scope: ForecastScope): Promise<{
    input: ForecastInput;
    performerCastItems: ReadonlySet<number> | null;
    scopeLabel: string;
  }> {
    const repository = new ForecastRepository(this.db);
    const scopeLabel = await this.labelOf(repository, scope);
    const profiles = await repository.spotsInScope(scope);
    const assetIds = profiles.map((profile) => profile.id);
    const parts = await loadAssetRightsPartsMany(this.db, assetIds);
    const spots = profiles.flatMap((profile) => {
      const spotParts = parts.get(profile.id);
      if (spotParts === undefined) return [];
      return [forecastSpotOf(profile, assetMpuOf(profile, spotParts).end, spotParts)];
    });
    const everything = Object.values(scope).every((value) => value === undefined);
    const elementRows =
      scope.performerId !== undefined ? [] : await repository.elementsOf(everything ? null : assetIds);
    const licences = await new LicenceRepository(this.db).listOf(elementRows.map((element) => element.id));
    const elements = elementRows.map((element) =>
      forecastElementOf(
        element,
        licences.filter((licence) => licence.elementId === element.id),
      ),
    );
    const decisions = (await new RenewalDecisionRepository(this.db).list()).map(toRenewalDecision);
    const rateCard = await loadClientRateCard(this.db);
    const performerCastItems =
      scope.performerId === undefined
        ? null
        : new Set(await repository.castItemsOf(scope.performerId, assetIds));
    return { input: { spots, elements, decisions, rateCard }, performerCastItems, scopeLabel };
  }

  /** The scope in words, or NotFound naming the field when it names nothing the client has. */
  private async labelOf(repository: ForecastRepository, scope: ForecastScope): Promise<string> {
    const parts: string[] = [];
    if (scope.advertiserId !== undefined) {
      const name = await repository.companyName(scope.advertiserId);
      if (name === undefined)
        throw notFound("scope.advertiserId", `There is no advertiser ${scope.advertiserId}.`);
      parts.push(`Advertiser: ${name}`);
    }
    if (scope.product !== undefined) parts.push(`Product: ${scope.product}`);
    if (scope.performerId !== undefined) {
      const name = await repository.personName(scope.performerId);
      if (name === undefined)
        throw notFound("scope.performerId", `There is no performer ${scope.performerId}.`);
      parts.push(`Performer: ${name}`);
    }
    if (scope.assetIds !== undefined)
      parts.push(`${scope.assetIds.length} ${scope.assetIds.length === 1 ? "spot" : "spots"} chosen`);
    return parts.join("; ");
  }
}

function notFound(field: string, message: string): AppError {
  return new AppError(AppError.notFound(message).code, message, [{ field, message }]);
}

/** A performer's forecast: only their own holding fees and cycles, the saving of theirs too. */
function narrowToPerformer(
  forecast: PaymentForecast,
  castItems: ReadonlySet<number> | null,
): PaymentForecast {
  if (castItems === null) return forecast;
  const theirs = (payment: PaymentForecast["payments"][number]) =>
    payment.performer !== null && castItems.has(payment.performer.castItemId);
  const payments = forecast.payments.filter(theirs);
  const released = forecast.released.filter(theirs);
  return {
    ...forecast,
    payments,
    released,
    months: forecast.months.map((month) => ({
      month: month.month,
      ...totalPayments(payments.filter((payment) => payment.month === month.month)),
    })),
    total: totalPayments(payments),
    saving: totalPayments(released),
  };
}

function answerPayment(payment: PaymentForecast["payments"][number]): ForecastAnswer["payments"][number] {
  return { ...payment, subjects: [...payment.subjects] };
}

/** The domain's forecast as the call answers it, with each source's share of the total. */
export function answerOf(forecast: PaymentForecast, scopeLabel: string): ForecastAnswer {
  return {
    window: forecast.window,
    payments: forecast.payments.map(answerPayment),
    months: [...forecast.months],
    total: forecast.total,
    released: forecast.released.map(answerPayment),
    saving: forecast.saving,
    bySource: figureSources.map((source) => ({
      source,
      ...totalPayments(forecast.payments.filter((payment) => payment.source === source)),
    })),
    scopeLabel,
  };
}

export type { ForecastRequest };
