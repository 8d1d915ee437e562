import { and, asc, countDistinct, eq, ne } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { airingIssues, airingUploads, assets } from "../../db/schema.js";

/** An upload with open issues: how many airings of each spot are outside their rights. */
export interface OpenAiringsBySpot {
  readonly uploadId: number;
  readonly fileName: string;
  readonly uploadedOn: Date;
  readonly assetId: number | null;
  readonly adId: string | null;
  readonly title: string | null;
  readonly rows: number;
}

/** An upload's open issues of one kind: on how many rows. */
export interface OpenAiringsByKind {
  readonly uploadId: number;
  readonly fileName: string;
  readonly uploadedOn: Date;
  readonly kind: string;
  readonly rows: number;
}

/** What the alert list reads of the uploads on a page: two grouped queries, never per upload. */
export class AiringAlertRepository {
  constructor(private readonly db: Db) {}

  /** Per upload (of these) and spot, the rows with an open issue other than a first use to confirm. */
  bySpot(uploadIds: readonly number[]): Promise<OpenAiringsBySpot[]> {
    return this.db
      .select({
        uploadId: airingUploads.id,
        fileName: airingUploads.fileName,
        uploadedOn: airingUploads.uploadedOn,
        assetId: airingIssues.assetId,
        adId: assets.adId,
        title: assets.title,
        rows: countDistinct(airingIssues.rowId),
      })
      .from(airingIssues)
      .innerJoin(airingUploads, eq(airingUploads.id, airingIssues.uploadId))
      .leftJoin(assets, eq(assets.id, airingIssues.assetId))
      .where(
        and(
          anyOf(airingIssues.uploadId, [...uploadIds]),
          eq(airingIssues.status, "open"),
          ne(airingIssues.kind, "firstUse"),
        ),
      )
      .groupBy(airingUploads.id, airingIssues.assetId, assets.adId, assets.title)
      .orderBy(asc(airingUploads.id));
  }

  /** Per upload (of these) and kind, the rows with an open issue of that kind. */
  byKind(uploadIds: readonly number[]): Promise<OpenAiringsByKind[]> {
    return this.db
      .select({
        uploadId: airingUploads.id,
        fileName: airingUploads.fileName,
        uploadedOn: airingUploads.uploadedOn,
        kind: airingIssues.kind,
        rows: countDistinct(airingIssues.rowId),
      })
      .from(airingIssues)
      .innerJoin(airingUploads, eq(airingUploads.id, airingIssues.uploadId))
      .where(and(anyOf(airingIssues.uploadId, [...uploadIds]), eq(airingIssues.status, "open")))
      .groupBy(airingUploads.id, airingIssues.kind)
      .orderBy(asc(airingUploads.id), asc(airingIssues.kind));
  }
}
