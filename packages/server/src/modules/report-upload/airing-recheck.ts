import {
  firstUseIssue,
  formatDisplayDate,
  isIsoDate,
  reconcileAiring,
  toIsoDate,
  type AiringIssueDraft,
  type IsoDate,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { AiringSpotCache } from "./airing-spot-cache.js";
import type { IssueUnderReview } from "./airing-review-repository.js";

/**
 * Checks issues again on the data as it is now (after a renewal, a licence extended, a first use
 * recorded) with the same rule the import used: an issue clears when its airing no longer yields
 * an issue of its kind about the same item. The spots are loaded fresh, once per check.
 */
export class AiringRecheck {
  private readonly spots: AiringSpotCache;
  private readonly answers = new Map<string, string[]>();

  constructor(
    db: Db,
    private readonly today: IsoDate,
  ) {
    this.spots = new AiringSpotCache(db);
  }

  /** What still fails for the issue's airing: the messages of the issues of its kind that remain. */
  async remaining(issue: IssueUnderReview): Promise<string[]> {
    const { airing } = issue;
    if (airing.adId === null || airing.airDate === null || !isIsoDate(airing.airDate))
      return [`Row ${issue.rowId} has no airing to check.`];
    const key = [
      issue.kind,
      issue.item?.id ?? "",
      airing.adId,
      airing.airDate,
      airing.market ?? "",
      airing.lengthSeconds ?? "",
      issue.upload.mediaType,
      issue.upload.mediaSubType ?? "",
      issue.upload.territory ?? "",
    ].join("|");
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const found = await this.check(issue, airing.adId, toIsoDate(airing.airDate));
    const messages = found.filter((draft) => sameIssue(issue, draft)).map((draft) => draft.message);
    this.answers.set(key, messages);
    return messages;
  }

  /** The refusal of a renewal or recheck that did not clear: the day and each reason. */
  static stillFailing(issue: IssueUnderReview, reasons: readonly string[]): string {
    const day = issue.airing.airDate;
    const when = day !== null && isIsoDate(day) ? ` on ${formatDisplayDate(toIsoDate(day))}` : "";
    return `The spot still cannot air${when}: ${reasons.join(" ")}`;
  }

  private async check(issue: IssueUnderReview, adId: string, airDate: IsoDate): Promise<AiringIssueDraft[]> {
    await this.spots.resolve([adId]);
    const spot = this.spots.get(adId);
    if (issue.kind === "firstUse") {
      if (spot === null) return [];
      const proposed =
        issue.proposedDate !== null && isIsoDate(issue.proposedDate) ? issue.proposedDate : airDate;
      const draft = firstUseIssue(spot, toIsoDate(proposed));
      return draft === null ? [] : [draft];
    }
    const { airing, upload } = issue;
    const check = reconcileAiring(
      {
        adId,
        airDate,
        airTime: airing.airTime,
        lengthSeconds: airing.lengthSeconds,
        outlet: airing.outlet,
        market: airing.market,
        program: airing.program,
        aired: true,
        statusText: airing.statusText,
      },
      spot,
      {
        today: this.today,
        media: { type: upload.mediaType, subtype: upload.mediaSubType },
        territory: upload.territory,
      },
    );
    return [...check.issues];
  }
}

/** An issue found again: the same kind, about the same right, licence or performer when it names one. */
function sameIssue(issue: IssueUnderReview, draft: AiringIssueDraft): boolean {
  if (draft.kind !== issue.kind) return false;
  return issue.item === null || draft.item === null || draft.item.id === issue.item.id;
}
