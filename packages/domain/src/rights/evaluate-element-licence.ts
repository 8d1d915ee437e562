import { formatDisplayDate } from "../dates/display-date.js";
import { isDateInRange } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import type { ClearanceItemRef, ClearanceReason } from "./clearance-reason.js";
import {
  describeMedia,
  describeMediaGrant,
  isMediaCovered,
  type MediaGrant,
  type RequestedMedia,
} from "./media-coverage.js";
import { isTerritoryCovered, normalizeTerritory } from "./territory-coverage.js";

/** A licence for one element of the spot (music, footage, artwork...). */
export interface ClearanceElementLicence extends ClearanceItemRef {
  readonly termStart: IsoDate;
  /** The last licensed day; null: no end (in perpetuity). */
  readonly termEnd: IsoDate | null;
  /** What the licence covers; use ALL MEDIA for everything. An empty list covers nothing. */
  readonly media: readonly MediaGrant[];
  /** Absent, empty or "worldwide": no territorial limit. */
  readonly territory?: string | null;
}

export interface ElementRequest {
  readonly airDate: IsoDate;
  readonly media: RequestedMedia;
  readonly territory: string | null;
}

const show = formatDisplayDate;

function termReason(licence: ClearanceElementLicence, airDate: IsoDate): ClearanceReason | null {
  if (isDateInRange(airDate, licence.termStart, licence.termEnd)) return null;
  const element = { id: licence.id, label: licence.label };
  const name = `Element "${licence.label}" (${licence.id})`;
  const { termStart, termEnd } = licence;
  if (airDate < termStart) {
    const message = `${name} is licensed from ${show(termStart)}, after the air date.`;
    return { kind: "elementNotStarted", element, termStart, termEnd, message };
  }
  const message = `${name} licence ended: its last day was ${show(termEnd ?? termStart)}.`;
  return { kind: "elementEnded", element, termStart, termEnd, message };
}

/** Every reason this licence stops the spot airing on the request: term, media and territory, each checked. */
export function evaluateElementLicence(
  licence: ClearanceElementLicence,
  request: ElementRequest,
): ClearanceReason[] {
  const element = { id: licence.id, label: licence.label };
  const name = `Element "${licence.label}" (${licence.id})`;
  const reasons: ClearanceReason[] = [];
  const term = termReason(licence, request.airDate);
  if (term !== null) reasons.push(term);
  if (!isMediaCovered(licence.media, request.media)) {
    const covered = licence.media.map(describeMediaGrant).join(", ") || "no media";
    const message = `${name} does not cover ${describeMedia(request.media)}; it covers ${covered}.`;
    reasons.push({
      kind: "elementMediaNotCovered",
      element,
      media: request.media,
      covered: licence.media,
      message,
    });
  }
  const licenceTerritory = normalizeTerritory(licence.territory);
  if (licenceTerritory !== null && !isTerritoryCovered(licenceTerritory, request.territory)) {
    const territory = normalizeTerritory(request.territory);
    const asked = territory ?? "worldwide (no territory named)";
    const message = `${name} is licensed for ${licenceTerritory} only, not ${asked}.`;
    reasons.push({ kind: "elementTerritoryNotCovered", element, licenceTerritory, territory, message });
  }
  return reasons;
}
