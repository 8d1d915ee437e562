import type { IsoDate } from "../dates/iso-date.js";
import { releaseOfDecisions, type RightsRelease } from "../renewals/release-of-decisions.js";
import type { RenewalDecision } from "../renewals/renewal-decision.js";
import type { ForecastElement, ForecastSpot } from "./forecast-input.js";
import { elementRenewalSubjects } from "./licence-payments.js";
import { spotRenewalSubjects } from "./spot-payments.js";

/** The spot's release by its decisions, for its status (computeAssetRights' `release`); null while it is renewed. */
export function spotRelease(
  spot: ForecastSpot,
  decisions: readonly RenewalDecision[],
  today: IsoDate,
): RightsRelease | null {
  return releaseOfDecisions(spotRenewalSubjects(spot, today), decisions);
}

/** The element's release by its decisions, for its status (computeElementRights' `release`); null while it is renewed. */
export function elementRelease(
  element: ForecastElement,
  decisions: readonly RenewalDecision[],
): RightsRelease | null {
  return releaseOfDecisions(elementRenewalSubjects(element), decisions);
}
