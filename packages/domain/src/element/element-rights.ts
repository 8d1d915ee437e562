import { isEmptyDate } from "../dates/empty-date.js";
import { parseIsoDate, type IsoDate } from "../dates/iso-date.js";
import type { ExpiringItem } from "../rights/expiring-item.js";
import type { RightsRelease } from "../renewals/release-of-decisions.js";
import { deriveRightsStatus } from "../status/derive-rights-status.js";
import { rightsStandingOf, type RightsStanding } from "../status/rights-standing.js";

/** The part of a licence that can end the element. */
export interface ElementLicenceTerm {
  readonly id: number;
  readonly label: string;
  readonly termEnd: string | null;
}

/** What an element's status is computed from. */
export interface ElementRightsInput {
  readonly id: number;
  readonly title: string;
  readonly elementType: string;
  readonly licenceType?: string | null;
  readonly musicOrigin?: string | null;
  readonly audioOrigin?: string | null;
  readonly licences: readonly ElementLicenceTerm[];
  /** Set when a licence of the element is not being renewed (see releaseOfDecisions). */
  readonly release?: RightsRelease | null;
}

export type ElementRights = RightsStanding;

/** "EL-12": how an element is named in lists and reasons. */
export function elementCode(id: number): string {
  return `EL-${id}`;
}

/** "EL-12/L-3": one licence of an element, as an expiring item's id. */
export function elementLicenceItemId(elementId: number, licenceId: number): string {
  return `${elementCode(elementId)}/L-${licenceId}`;
}

/** "Sunrise Drive: Synchronization licence" */
export function elementLicenceItemLabel(elementTitle: string, licenceLabel: string): string {
  return `${elementTitle}: ${licenceLabel}`;
}

/** A licence's name when the user gave none: "Synchronization licence", or "Licence". */
export function defaultLicenceLabel(rightsKind: string | null | undefined): string {
  if (rightsKind === null || rightsKind === undefined || rightsKind === "") return "Licence";
  return `${rightsKind.charAt(0)}${rightsKind.slice(1).toLowerCase()} licence`;
}

/**
 * Whether the element needs a licence to be used: everything except work made for hire, original
 * music and original or public-domain audio, which the producer owns or nobody does.
 */
export function elementNeedsLicence(element: Omit<ElementRightsInput, "licences" | "id" | "title">): boolean {
  if (element.licenceType === "WORK FOR HIRE") return false;
  if (element.elementType === "MUSIC" && element.musicOrigin === "ORIGINAL") return false;
  if (
    element.elementType === "AUDIO" &&
    (element.audioOrigin === "ORIGINAL" || element.audioOrigin === "PUBLIC DOMAIN")
  )
    return false;
  return true;
}

/** Each licence as an expiring item (kind "element"); a licence with no end date never ends. */
export function elementExpiringItems(
  element: Pick<ElementRightsInput, "id" | "title" | "licences">,
): ExpiringItem[] {
  return element.licences.map((licence) => ({
    kind: "element",
    id: elementLicenceItemId(element.id, licence.id),
    label: elementLicenceItemLabel(element.title, licence.label),
    expireDate:
      licence.termEnd === null || isEmptyDate(licence.termEnd) ? null : parseIsoDate(licence.termEnd),
  }));
}

/**
 * The element's status on `today` and what ends it first. The element is usable while every
 * licence is (master, publishing and sync are all needed), so its first-ending licence ends it.
 * An element that needs a licence and has none is INCOMPLETE ("Rights contracted" missing).
 */
export function computeElementRights(element: ElementRightsInput, today: IsoDate): ElementRights {
  const items = elementExpiringItems(element);
  const missingFields = [
    ...(element.title.trim() === "" ? ["Title"] : []),
    ...(element.elementType.trim() === "" ? ["Element Type"] : []),
    ...(element.licences.length === 0 && elementNeedsLicence(element) ? ["Rights contracted"] : []),
  ];
  const released = (element.release ?? null) !== null;
  const releasedUseEnds = element.release?.useEnds ?? null;
  const derived = deriveRightsStatus({ missingFields, released, releasedUseEnds, items }, today);
  return rightsStandingOf(derived, items);
}
