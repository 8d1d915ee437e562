import {
  AppError,
  countUses,
  feeUnions,
  isEmptyDate,
  isIsoDate,
  performerUseFees,
  toIsoDate,
  type AiringIssueListResultSchema,
  type AiringRowListResultSchema,
  type AiringSourceListSchema,
  type AiringUploadDetailSchema,
  type AiringUploadListResultSchema,
  type AiringUseCount,
  type AiringUseKind,
  type FeeUnion,
  type RateCardEntry,
  type UsePerformer,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { loadSpotCast } from "../asset/asset-rights-inputs.js";
import { loadClientRateCard } from "../money/rate-card-repository.js";
import { AiringIssueRepository } from "./airing-issue-repository.js";
import { toAiringIssue, toAiringRow, toAiringSource, toAiringUploadSummary } from "./airing-records.js";
import { AiringRowRepository, type CountedAiringRow } from "./airing-row-repository.js";
import { AiringSourceRepository } from "./airing-source-repository.js";
import { AiringSpotRepository, type AiringSpotProfile } from "./airing-spot-repository.js";
import { AiringUploadRepository } from "./airing-upload-repository.js";

type Out<T extends z.ZodType> = z.input<T>;

function dayOrNull(value: string | null): ReturnType<typeof toIsoDate> | null {
  return value !== null && isIsoDate(value) && !isEmptyDate(value) ? toIsoDate(value) : null;
}

/** Whether a list query names its own order; without one, uploads come newest first. */
function withNewestFirst(query: unknown, raw: unknown): unknown {
  const sent = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  if (sent["sortField"] !== undefined || sent["sortDescending"] !== undefined) return query;
  return { ...(query as object), sortDescending: true };
}

/** Reading uploads, the report log, issues and sources; and the uses an upload's spots have counted. */
export class AiringUploadReadService {
  constructor(private readonly db: Db) {}

  /** The uploads; a query that names no order gets the newest first, as people look for the latest. */
  async listUploads(query: unknown, raw: unknown): Promise<Out<typeof AiringUploadListResultSchema>> {
    const page = await new AiringUploadRepository(this.db).list(withNewestFirst(query, raw));
    return { totalRecords: page.totalRecords, records: page.records.map(toAiringUploadSummary) };
  }

  async listRows(query: unknown): Promise<Out<typeof AiringRowListResultSchema>> {
    const page = await new AiringRowRepository(this.db).list(query);
    return { totalRecords: page.totalRecords, records: page.records.map(toAiringRow) };
  }

  async listIssues(query: unknown): Promise<Out<typeof AiringIssueListResultSchema>> {
    const page = await new AiringIssueRepository(this.db).list(query);
    return { totalRecords: page.totalRecords, records: page.records.map(toAiringIssue) };
  }

  async listSources(): Promise<Out<typeof AiringSourceListSchema>> {
    return (await new AiringSourceRepository(this.db).list()).map(toAiringSource);
  }

  /** One upload with the uses of each spot its counted airings name, counted across every upload. */
  async get(id: number): Promise<Out<typeof AiringUploadDetailSchema>> {
    const upload = await new AiringUploadRepository(this.db).find(id);
    if (upload === undefined) throw AppError.notFound(`There is no upload with id ${id}.`);
    const rows = new AiringRowRepository(this.db);
    const assetIds = await rows.assetsCountedIn(id);
    const airings = await rows.countedAiringsOf(assetIds);
    const spots = await new AiringSpotRepository(this.db).byIds(assetIds);
    const rateCard = spots.length === 0 ? [] : await loadClientRateCard(this.db);
    const useCounts: AiringUseCount[] = [];
    for (const spot of spots)
      useCounts.push(
        await this.useCountOf(
          spot,
          airings.filter((airing) => airing.assetId === spot.id),
          rateCard,
        ),
      );
    return {
      ...toAiringUploadSummary(upload),
      encoding: upload.encoding,
      mapping: upload.mapping,
      useCounts,
    };
  }

  private async useCountOf(
    spot: AiringSpotProfile,
    airings: CountedAiringRow[],
    rateCard: readonly RateCardEntry[],
  ): Promise<AiringUseCount> {
    const counted = airings.map((airing) => ({
      airDate: toIsoDate(airing.airDate),
      outlet: airing.outlet,
      market: airing.market,
      useKind: (airing.useKind ?? "other") as AiringUseKind,
    }));
    const firstUse = spot.firstAirDate === null ? null : toIsoDate(spot.firstAirDate);
    const cycles = countUses(counted, firstUse);
    const performers = await this.performersOf(spot.id);
    return {
      assetId: spot.id,
      adId: spot.adId,
      title: spot.title,
      useKinds: [...new Set(counted.map((airing) => airing.useKind))],
      cycles: cycles.map((cycle) => ({
        ...cycle,
        wildSpot: {
          ...cycle.wildSpot,
          markets: [...cycle.wildSpot.markets],
          majors: [...cycle.wildSpot.majors],
        },
        cable: { networks: [...cycle.cable.networks] },
      })),
      fees: cycles.flatMap((cycle) => performerUseFees(cycle, performers, rateCard)),
    };
  }

  /** The cast who appear in the spot, with the union and session date their fees are keyed on. */
  private async performersOf(assetId: number): Promise<UsePerformer[]> {
    const cast = await loadSpotCast(this.db, assetId);
    return cast
      .filter((member) => !member.editedOut)
      .map((member) => ({
        id: String(member.castItemId),
        label: member.name,
        union: (feeUnions as readonly string[]).includes(member.union ?? "")
          ? (member.union as FeeUnion)
          : null,
        sessionDate: dayOrNull(member.sessionDate),
        performerId: member.performerId ?? null,
      }));
  }
}
