import type { AssetRightsInput, AssetUseRightTerm } from "../asset/asset-rights.js";
import type { SpotCastMember } from "../asset/cast-cycles.js";
import type { ElementLicenceTerm } from "../element/element-rights.js";
import type { FeeSchedule } from "../fees/fee-schedule.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import type { RenewalDecision } from "../renewals/renewal-decision.js";
import type { CycleRenewal } from "../rights/evaluate-use-right.js";

/*
 * What a forecast is built from: plain rows a server can read (spots with their cast and use
 * rights, elements with their licences, decisions, the client's rate card), nothing computed.
 */

/** A cast member of a spot; its `performerId` (the person) lets a negotiated over-scale rate be found. */
export type ForecastCastMember = SpotCastMember;

/** How a later cycle of a use right is bought: at union scale and/or at a figure its contract agreed. */
export interface ForecastRenewal {
  readonly scale: CycleRenewal | null;
  readonly agreedAmountCents: number | null;
}

export interface ForecastUseRight extends AssetUseRightTerm {
  /** Null or absent: the right does not renew (a union performer's cycles renew by holding fees instead). */
  readonly renewal?: ForecastRenewal | null;
}

/** What is known of the spot's MPU renegotiation: the notice (null: none came) and a renegotiated fee, if recorded. */
export interface ForecastMpu {
  readonly months: number;
  readonly noticeDate: string | null;
  readonly renegotiatedAmountCents: number | null;
}

export interface ForecastSpot extends Omit<AssetRightsInput, "cast" | "useRights" | "elements" | "release"> {
  readonly assetId: number;
  /** The union agreement the spot was made under, for rate card entries of one agreement. */
  readonly agreement: string | null;
  readonly cast: readonly ForecastCastMember[];
  readonly useRights: readonly ForecastUseRight[];
  readonly mpu: ForecastMpu | null;
}

export interface ForecastLicence extends ElementLicenceTerm {
  /** How the licence renews: each renewal's length in months (null: one open renewal) and its fee. Null: no terms recorded. */
  readonly renewal: { readonly months: number | null; readonly amountCents: number | null } | null;
}

export interface ForecastElement {
  readonly id: number;
  readonly title: string;
  readonly licences: readonly ForecastLicence[];
}

export interface ForecastInput {
  readonly spots: readonly ForecastSpot[];
  readonly elements: readonly ForecastElement[];
  readonly decisions: readonly RenewalDecision[];
  /** The client's rate card entries; shipped figures come from `schedules`. */
  readonly rateCard: readonly RateCardEntry[];
  /** The shipped schedules; the product's own unless a test says otherwise. */
  readonly schedules?: readonly FeeSchedule[];
}
