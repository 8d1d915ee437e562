import { and, asc, eq, sql } from "drizzle-orm";
import type { AiringColumnMapping } from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { airingSources, airingUploads } from "../../db/schema.js";

export type AiringSourceRow = typeof airingSources.$inferSelect;
export type AiringSourceListRow = Awaited<ReturnType<AiringSourceRepository["list"]>>[number];

/** What a source keeps for its next files: the column mapping, media and territory. */
export interface AiringSourceValues {
  mapping: AiringColumnMapping;
  mediaType: string;
  mediaSubType: string | null;
  territory: string | null;
}

/** The senders of airing reports, named once per client whatever the case. */
export class AiringSourceRepository {
  constructor(private readonly db: Db) {}

  async findByName(name: string): Promise<AiringSourceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(airingSources)
      .where(
        and(
          sql`lower(${airingSources.name}) = lower(${name.trim()})`,
          ofCurrentClient(airingSources.tenantId),
        ),
      );
    return row;
  }

  async create(name: string, values: AiringSourceValues, by: number, now: Date): Promise<AiringSourceRow> {
    const [row] = await this.db
      .insert(airingSources)
      .values({
        name: name.trim(),
        ...mappingValues(values),
        createdAt: now,
        createdBy: by,
        updatedAt: now,
        updatedBy: by,
      })
      .returning();
    if (!row) throw new Error("The airing source was not created.");
    return row;
  }

  async update(id: number, values: AiringSourceValues, by: number, now: Date): Promise<void> {
    await this.db
      .update(airingSources)
      .set({ ...mappingValues(values), updatedAt: now, updatedBy: by })
      .where(and(eq(airingSources.id, id), ofCurrentClient(airingSources.tenantId)));
  }

  /** Every source by name, with how many uploads came from it. */
  list() {
    return this.db
      .select({
        id: airingSources.id,
        name: airingSources.name,
        mapping: airingSources.mapping,
        mediaType: airingSources.mediaType,
        mediaSubType: airingSources.mediaSubType,
        territory: airingSources.territory,
        updatedAt: airingSources.updatedAt,
        uploadCount: sql<number>`(select count(*) from ${airingUploads} where ${airingUploads.sourceId} = ${airingSources.id})::int`,
      })
      .from(airingSources)
      .where(ofCurrentClient(airingSources.tenantId))
      .orderBy(asc(sql`lower(${airingSources.name})`), asc(airingSources.id));
  }
}

function mappingValues(values: AiringSourceValues) {
  return {
    mapping: values.mapping as Record<string, string | null>,
    mediaType: values.mediaType,
    mediaSubType: values.mediaSubType,
    territory: values.territory,
  };
}
