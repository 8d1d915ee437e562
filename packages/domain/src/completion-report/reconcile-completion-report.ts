import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import { isMinorOn } from "../people/person-rules.js";
import {
  describeMedia,
  isMediaCovered,
  type MediaGrant,
  type RequestedMedia,
} from "../rights/media-coverage.js";
import type { UnionCode } from "../unions/performer-catalogues.js";
import type { CompletionReportRoute } from "./completion-report-routes.js";

/** A performer as the report lists them. */
export interface ReconcileCastMember {
  readonly personId: number;
  readonly name: string;
  readonly unionCode: UnionCode;
  readonly performerCategory?: string | null;
  readonly scaleCents?: number | null;
  /** Cut from the finished spot: still accounted for, owed nothing more. */
  readonly editedOut: boolean;
  readonly dateOfBirth?: string | null;
  readonly workPermits?: readonly {
    readonly permitNumber: string;
    readonly issuedOn?: string | null;
    readonly expiresOn: string;
  }[];
}

/** A talent contract linked to the report's spot. */
export interface ReconcileContract {
  readonly id: number;
  readonly contractNumber: string;
  readonly personId: number;
  readonly performerName: string;
}

/** An element the report lists, with its licences' media. */
export interface ReconcileElement {
  readonly id: number;
  readonly title: string;
  readonly isMusic: boolean;
  readonly licences: readonly { readonly media: readonly MediaGrant[] }[];
}

export interface ReconcileInput {
  /** The session (production) date: a minor's work permit must be valid on it. */
  readonly productionDate: IsoDate | null;
  /** Where the spot airs: every medium its use rights name. */
  readonly media: readonly RequestedMedia[];
  readonly cast: readonly ReconcileCastMember[];
  readonly contracts: readonly ReconcileContract[];
  readonly elements: readonly ReconcileElement[];
}

export const completionReportGapKinds = [
  "productionDateMissing",
  "castWithoutContract",
  "contractWithoutCast",
  "unionCastIncomplete",
  "musicNotLicensed",
  "minorWithoutWorkPermit",
] as const;
export type CompletionReportGapKind = (typeof completionReportGapKinds)[number];

/** One thing the report and the contracts disagree on, with the tab that fixes it. */
export interface CompletionReportGap {
  readonly kind: CompletionReportGapKind;
  /** A blocking gap refuses Submit. */
  readonly blocking: boolean;
  readonly tab: CompletionReportRoute;
  readonly message: string;
  readonly personId?: number;
  readonly contractId?: number;
  readonly elementId?: number;
}

const show = formatDisplayDate;

function castGaps(input: ReconcileInput): CompletionReportGap[] {
  const gaps: CompletionReportGap[] = [];
  const contracted = new Set(input.contracts.map((contract) => contract.personId));
  for (const member of input.cast) {
    if (!member.editedOut && !contracted.has(member.personId))
      gaps.push({
        kind: "castWithoutContract",
        blocking: true,
        tab: "castList",
        personId: member.personId,
        message: `${member.name} appears in the spot but has no talent contract for it.`,
      });
    const missing = [
      member.performerCategory ? null : "category",
      member.scaleCents === null || member.scaleCents === undefined ? "scale" : null,
    ].filter((part) => part !== null);
    if (member.unionCode !== "NU" && missing.length > 0)
      gaps.push({
        kind: "unionCastIncomplete",
        blocking: true,
        tab: "castList",
        personId: member.personId,
        message: `${member.name} is union cast without a ${missing.join(" or ")}.`,
      });
  }
  return gaps;
}

function contractGaps(input: ReconcileInput): CompletionReportGap[] {
  const listed = new Set(input.cast.map((member) => member.personId));
  return input.contracts
    .filter((contract) => !listed.has(contract.personId))
    .map((contract) => ({
      kind: "contractWithoutCast" as const,
      blocking: true,
      tab: "castList" as const,
      personId: contract.personId,
      contractId: contract.id,
      message:
        `Contract ${contract.contractNumber} (${contract.performerName}) is on the spot, but ${contract.performerName} ` +
        "is not in the report: add them to the cast, or mark them edited out.",
    }));
}

function musicGaps(input: ReconcileInput): CompletionReportGap[] {
  const gaps: CompletionReportGap[] = [];
  for (const element of input.elements) {
    if (!element.isMusic) continue;
    const grants = element.licences.flatMap((licence) => licence.media);
    const uncovered = input.media.filter((media) => !isMediaCovered(grants, media));
    if (element.licences.length === 0 || uncovered.length > 0)
      gaps.push({
        kind: "musicNotLicensed",
        blocking: true,
        tab: "elements",
        elementId: element.id,
        message:
          element.licences.length === 0
            ? `Music "${element.title}" has no licence.`
            : `Music "${element.title}" has no licence covering ${uncovered.map(describeMedia).join(", ")}.`,
      });
  }
  return gaps;
}

function minorGaps(input: ReconcileInput, sessionDate: IsoDate): CompletionReportGap[] {
  return input.cast
    .filter((member) => isMinorOn(member.dateOfBirth, sessionDate))
    .filter(
      (member) =>
        !(member.workPermits ?? []).some(
          (permit) => (!permit.issuedOn || permit.issuedOn <= sessionDate) && sessionDate <= permit.expiresOn,
        ),
    )
    .map((member) => ({
      kind: "minorWithoutWorkPermit" as const,
      blocking: true,
      tab: "castList" as const,
      personId: member.personId,
      message: `${member.name} was a minor on ${show(sessionDate)} and has no work permit valid that day.`,
    }));
}

/**
 * What stands between a completion report and its contracts, each gap with the tab that fixes it:
 * cast without a contract for the spot, contracts whose performer the report leaves out (edited
 * out or forgotten), union cast without category or scale, music without a licence for the spot's
 * media, and minors without a work permit valid on the session date. In report order, then
 * contract order, then element order: the same input always gives the same list.
 */
export function reconcileCompletionReport(input: ReconcileInput): CompletionReportGap[] {
  const dateGaps: CompletionReportGap[] =
    input.productionDate === null
      ? [
          {
            kind: "productionDateMissing",
            blocking: true,
            tab: "completion-report-profile",
            message: "Enter the production date: a minor's work permit is checked on it.",
          },
        ]
      : [];
  return [
    ...dateGaps,
    ...castGaps(input),
    ...(input.productionDate === null ? [] : minorGaps(input, input.productionDate)),
    ...contractGaps(input),
    ...musicGaps(input),
  ];
}

/** The gaps that refuse Submit. */
export function blockingGaps(gaps: readonly CompletionReportGap[]): CompletionReportGap[] {
  return gaps.filter((gap) => gap.blocking);
}
