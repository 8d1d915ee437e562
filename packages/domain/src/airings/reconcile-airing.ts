import { distance } from "fastest-levenshtein";
import { checkAdId } from "../asset/ad-id.js";
import {
  prepareAssetClearance,
  type AssetClearanceData,
  type ClearanceAnswer,
  type PreparedAssetClearance,
} from "../asset/asset-clearance.js";
import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import { mediaCatalogue } from "../media/media-catalogue.js";
import { normalizeMediaName } from "../rights/media-coverage.js";
import { formatLength } from "./airing-values.js";
import type { AiringFacts } from "./read-airing-lines.js";
import { wildSpotMarket, wildSpotSubtype } from "./wild-spot-markets.js";

/**
 * What can be wrong with an airing. Each but `firstUse` means the spot aired outside what its
 * rights allow (or that we cannot tell); `firstUse` proposes the spot's first use date.
 */
export const airingIssueKinds = [
  "unreadableRow",
  "malformedAdId",
  "unknownAdId",
  "afterMpu",
  "unpaidCycle",
  "rightEnded",
  "rightNotStarted",
  "mediaNotCovered",
  "territoryNotCovered",
  "elementLicence",
  "rightsIncomplete",
  "lengthMismatch",
  "firstUse",
] as const;
export type AiringIssueKind = (typeof airingIssueKinds)[number];

export const airingIssueKindLabels: Readonly<Record<AiringIssueKind, string>> = {
  unreadableRow: "Row not readable",
  malformedAdId: "Malformed Ad-ID",
  unknownAdId: "Unknown Ad-ID",
  afterMpu: "Aired after the MPU",
  unpaidCycle: "Cycle not paid",
  rightEnded: "Use right ended",
  rightNotStarted: "Use right not started",
  mediaNotCovered: "Medium not covered",
  territoryNotCovered: "Territory not covered",
  elementLicence: "Element licence",
  rightsIncomplete: "Rights incomplete",
  lengthMismatch: "Length differs",
  firstUse: "First use to confirm",
};

/** An issue as reconciliation finds it, before it is stored against its row. */
export interface AiringIssueDraft {
  readonly kind: AiringIssueKind;
  readonly message: string;
  /** The right, licence, MPU or performer that fails, as the clearance panel names it. */
  readonly item: { readonly id: string; readonly label: string } | null;
  /** What paying the unpaid cycles costs; null when no confirmed or agreed figure exists. */
  readonly amountCents: number | null;
  /** Where the amount comes from, or why there is none ("no confirmed rate"). */
  readonly feeNote: string | null;
  /** For `firstUse`: the date to record; for `unknownAdId`: nothing. */
  readonly proposedDate: IsoDate | null;
  /** For `unknownAdId` and `malformedAdId`: the closest codes we know. */
  readonly suggestions: readonly string[];
}

function draft(
  kind: AiringIssueKind,
  message: string,
  extra: Partial<AiringIssueDraft> = {},
): AiringIssueDraft {
  return {
    kind,
    message,
    item: null,
    amountCents: null,
    feeNote: null,
    proposedDate: null,
    suggestions: [],
    ...extra,
  };
}

/** The spot an Ad-ID names (a base asset or an edit version) with what its clearance reads. */
export interface AiringSpot {
  readonly assetId: number;
  readonly adId: string;
  readonly title: string;
  readonly lengthSeconds: number | null;
  readonly firstAirDate: IsoDate | null;
  readonly clearance: AssetClearanceData;
}

export interface AiringMedia {
  readonly type: string;
  readonly subtype: string | null;
}

/** How the uses of an airing are counted (reference §6): by program use, market, network or not at all. */
export const airingUseKinds = ["program", "wildSpot", "cable", "digital", "other"] as const;
export type AiringUseKind = (typeof airingUseKinds)[number];

export const airingUseKindLabels: Readonly<Record<AiringUseKind, string>> = {
  program: "Program (Class A)",
  wildSpot: "Wild spot",
  cable: "Cable",
  digital: "Digital",
  other: "Other",
};

/** Network TV is program (Class A) use; cable subtypes are cable; TV and radio otherwise wild spot. */
export function useKindOfMedia(media: AiringMedia): AiringUseKind {
  const type = normalizeMediaName(media.type);
  const subtype = normalizeMediaName(media.subtype ?? "");
  if (type === "TV" || type === "AUDIO/RADIO") {
    if (subtype === "NETWORK") return "program";
    if (subtype.startsWith("CABLE")) return "cable";
    if (subtype === "" || subtype.startsWith("WILDSPOT")) return "wildSpot";
    return "other";
  }
  if (type === "DIGITAL" || type === "SOCIAL MEDIA" || type === "STREAMING/OTT") return "digital";
  return "other";
}

function catalogueHas(type: string, subtype: string): boolean {
  const main = mediaCatalogue.find((entry) => entry.name === normalizeMediaName(type));
  return main?.subtypes.some((entry) => entry.name === subtype) ?? false;
}

/**
 * The media one airing asks clearance for: the upload's, except that a wild-spot airing whose
 * market is known asks for that market's wild-spot subtype (New York, Los Angeles, Chicago or
 * all other markets), as the rights are granted.
 */
export function airingMedia(upload: AiringMedia, market: string | null): AiringMedia {
  if (market === null || useKindOfMedia(upload) !== "wildSpot") return upload;
  const subtype = wildSpotSubtype(wildSpotMarket(market));
  return catalogueHas(upload.type, subtype) ? { type: upload.type, subtype } : upload;
}

export interface AiringCheckContext {
  readonly today: IsoDate;
  readonly media: AiringMedia;
  /** The territory the outlets broadcast in; null means worldwide (only a worldwide licence covers it). */
  readonly territory: string | null;
}

export interface AiringCheck {
  /** Whether the airing counts as a use: it aired (missed and pre-empted spots never count). */
  readonly counted: boolean;
  readonly issues: readonly AiringIssueDraft[];
  /** The clearance answer the issues come from; null when no spot matched or the row did not air. */
  readonly clearance: ClearanceAnswer | null;
}

const reasonKinds: Readonly<Record<string, AiringIssueKind>> = {
  mpuEnded: "afterMpu",
  mpuUnknown: "rightsIncomplete",
  useRightUnpaid: "unpaidCycle",
  useRightExpired: "rightEnded",
  useRightNotStarted: "rightNotStarted",
  useRightInvalid: "rightsIncomplete",
  mediaNotCovered: "mediaNotCovered",
  performerNotCovered: "mediaNotCovered",
  elementTerritoryNotCovered: "territoryNotCovered",
  elementNotStarted: "elementLicence",
  elementEnded: "elementLicence",
  elementMediaNotCovered: "elementLicence",
  elementUnlicensed: "elementLicence",
};

function lengthIssue(airing: AiringFacts, spot: AiringSpot): AiringIssueDraft[] {
  if (
    airing.lengthSeconds === null ||
    spot.lengthSeconds === null ||
    airing.lengthSeconds === spot.lengthSeconds
  )
    return [];
  return [
    draft(
      "lengthMismatch",
      `Aired as ${formatLength(airing.lengthSeconds)}, but ${spot.title} (${spot.adId}) is ${formatLength(spot.lengthSeconds)}: an edit nobody cleared, or a wrong code on the log.`,
      { item: { id: spot.adId, label: spot.title } },
    ),
  ];
}

/**
 * Each spot's clearance terms, prepared once per stored data (a report asks about the same spot for
 * every airing); keyed by the data object, so a spot read again is prepared again.
 */
const prepared = new WeakMap<AssetClearanceData, PreparedAssetClearance>();

function clearanceOf(data: AssetClearanceData): PreparedAssetClearance {
  let decide = prepared.get(data);
  if (decide === undefined) {
    decide = prepareAssetClearance(data);
    prepared.set(data, decide);
  }
  return decide;
}

/** The issues of a spot that aired: the clearance rule's reasons on the air date, and the length. */
function checkSpot(airing: AiringFacts, spot: AiringSpot, context: AiringCheckContext): AiringCheck {
  const media = airingMedia(context.media, airing.market);
  const clearance = clearanceOf(spot.clearance)(
    {
      airDate: airing.airDate,
      mediaType: media.type,
      mediaSubType: media.subtype ?? undefined,
      territory: context.territory ?? undefined,
    },
    context.today,
  );
  const issues = clearance.reasons.map((reason) =>
    draft(reasonKinds[reason.kind] ?? "rightsIncomplete", reason.message, {
      item: reason.item,
      amountCents: reason.kind === "useRightUnpaid" ? reason.totalCents : null,
      feeNote:
        reason.kind === "useRightUnpaid"
          ? [...new Set(reason.payments.map((payment) => payment.feeNote))].join(" ")
          : null,
    }),
  );
  return { counted: true, issues: [...issues, ...lengthIssue(airing, spot)], clearance };
}

/**
 * Checks one row of an airing report against the rights we hold: the spot its Ad-ID names
 * (`spot`, null when no asset or edit version carries it) with the same clearance rule as the
 * asset's clearance panel, on the air date, in the upload's media and territory. A row that did
 * not air is kept but never counted and never an issue. Pure: the spots and today are passed in.
 */
export function reconcileAiring(
  airing: AiringFacts,
  spot: AiringSpot | null,
  context: AiringCheckContext,
  knownAdIds: () => Iterable<string> = () => [],
): AiringCheck {
  if (!airing.aired) return { counted: false, issues: [], clearance: null };
  if (spot !== null) return checkSpot(airing, spot, context);
  const shape = checkAdId(airing.adId);
  const suggestions = closestAdIds(airing.adId, knownAdIds());
  const hint = suggestions.length === 0 ? "" : ` Closest known: ${suggestions.join(", ")}.`;
  const issue =
    shape.kind === "invalid"
      ? draft("malformedAdId", `"${airing.adId}" is not an Ad-ID: ${shape.message}${hint}`, { suggestions })
      : draft(
          "unknownAdId",
          `No asset or edit version carries the Ad-ID ${airing.adId}, so nothing says it may air.${hint}`,
          { suggestions },
        );
  return { counted: true, issues: [issue], clearance: null };
}

/** The farthest a suggested code may be from the aired one (typing slips, a swapped pair). */
export const SUGGESTION_DISTANCE = 3;

/** Up to `limit` known codes closest to `code` (edit distance at most 3), nearest first. */
export function closestAdIds(code: string, known: Iterable<string>, limit = 3): string[] {
  const scored: { code: string; distance: number }[] = [];
  for (const candidate of known) {
    if (Math.abs(candidate.length - code.length) > SUGGESTION_DISTANCE) continue;
    const score = distance(code, candidate);
    if (score > 0 && score <= SUGGESTION_DISTANCE) scored.push({ code: candidate, distance: score });
  }
  return scored
    .sort((a, b) => a.distance - b.distance || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map((entry) => entry.code);
}

/**
 * A spot with no first use recorded that aired: its first airing in the report proposes the
 * first use date, which starts its cycles and can move its MPU; a person confirms it.
 */
export function firstUseIssue(
  spot: Pick<AiringSpot, "adId" | "title" | "firstAirDate">,
  firstAired: IsoDate,
): AiringIssueDraft | null {
  if (spot.firstAirDate !== null) return null;
  return draft(
    "firstUse",
    `${spot.title} (${spot.adId}) has no first use recorded; it first aired on ${formatDisplayDate(firstAired)}. Confirm to record it (it starts the cycles and can move the MPU).`,
    { item: { id: spot.adId, label: spot.title }, proposedDate: firstAired },
  );
}
