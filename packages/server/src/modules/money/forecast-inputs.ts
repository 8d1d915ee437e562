import {
  licenceRenewalTerms,
  type ForecastElement,
  type ForecastSpot,
  type SpotCastMember,
} from "@rightsdesk/domain";
import type { AssetRightsParts } from "../asset/asset-rights-inputs.js";

/** The profile fields a forecast reads of a spot. */
export interface ForecastProfile {
  readonly id: number;
  readonly adId: string;
  readonly title: string;
  readonly assetType: string;
}

/** The person a cast member is, when the cast loader says (a performer's over-scale rate applies to them). */
function performerIdOf(member: SpotCastMember & { readonly performerId?: number | null }): number | null {
  return member.performerId ?? null;
}

/**
 * A spot as the forecast reads it, from what the status and clearance are decided from (one loader
 * for all three). Its own use rights do not renew by themselves: a union performer's renew by
 * holding fees, and no other renewal terms are recorded. The MPU is the one in force; its extension
 * is not assumed, so cycles stop at its end as on every other screen.
 */
export function forecastSpotOf(
  profile: ForecastProfile,
  mpuEnd: string | null,
  parts: AssetRightsParts,
): ForecastSpot {
  return {
    assetId: profile.id,
    adId: profile.adId,
    title: profile.title,
    assetType: profile.assetType,
    expireMpuEndDate: mpuEnd,
    agreement: null,
    cast: parts.cast.map((member) => ({ ...member, performerId: performerIdOf(member) })),
    useRights: parts.useRights.map((right) => ({
      id: right.id,
      useRightType: right.useRightType,
      mediaType: right.mediaType,
      cycleExpireDate: right.cycleExpireDate,
      holder: right.holder ?? null,
      castItemId: right.castItemId,
      startCycleDate: right.startCycleDate,
      cycleLength: right.cycleLength,
      coversAllPerformers: right.coversAllPerformers,
      renewal: null,
    })),
    mpu: null,
  };
}

/** An element as the forecast reads it: each licence renewing as its recorded term and fee say. */
export function forecastElementOf(
  element: { readonly id: number; readonly title: string },
  licences: readonly {
    readonly id: number;
    readonly label: string;
    readonly termStart: string | null;
    readonly termEnd: string | null;
    readonly feeCents: number | null;
  }[],
): ForecastElement {
  return {
    id: element.id,
    title: element.title,
    licences: licences.map((licence) => ({
      id: licence.id,
      label: licence.label,
      termEnd: licence.termEnd,
      renewal: licenceRenewalTerms(licence),
    })),
  };
}
