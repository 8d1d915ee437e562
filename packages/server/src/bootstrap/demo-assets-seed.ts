import { and, arrayContains, inArray } from "drizzle-orm";
import {
  AssetCreateRequestSchema,
  AssetUseRightAddRequestSchema,
  EditVersionCreateRequestSchema,
  ElementCreateRequestSchema,
  ElementLicenceAddRequestSchema,
  UseRightExpiryRequestSchema,
  addDays,
  answerUseRightExpiry,
  decideAssetMpu,
  editTypes,
  fixedCycleNumbered,
  isoDateOfInstant,
  toIsoDate,
  type IsoDate,
} from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { people } from "../db/schema.js";
import { AssetElementService } from "../modules/asset/asset-element-service.js";
import { linkedAssetRights } from "../modules/asset/linked-asset-rights.js";
import { AssetSectionsService } from "../modules/asset/asset-sections-service.js";
import { AssetService } from "../modules/asset/asset-service.js";
import { UseRightService } from "../modules/asset/use-right-service.js";
import { ElementService } from "../modules/element/element-service.js";
import { LicenceService } from "../modules/element/licence-service.js";
import type { FieldEncryption } from "../records/field-encryption.js";
import type { RecordContext } from "../records/record-context.js";
import {
  demoElements,
  demoSpots,
  type DemoCast,
  type DemoSpot,
  type DemoUseRight,
  type SeedDay,
} from "./demo-assets.js";

/** The day `daysFromSeed` after the seed's day, as YYYY-MM-DD (UTC). */
function dayFrom(now: Date, at: SeedDay): string {
  return addDays(isoDateOfInstant(now), at.daysFromSeed);
}

/** A demo cast member's session day. */
function sessionOf(cast: DemoCast, now: Date): IsoDate {
  return toIsoDate(typeof cast.session === "string" ? cast.session : dayFrom(now, cast.session));
}

/** The Cast item's data: the session, and holding fees paid through the first day of the cycle named. */
function castData(cast: DemoCast, now: Date): Record<string, unknown> {
  const { person: _person, session: _session, holdingFeesPaidThroughCycle, ...data } = cast;
  const sessionDate = sessionOf(cast, now);
  return {
    ...data,
    sessionDate,
    ...(holdingFeesPaidThroughCycle === undefined
      ? {}
      : { holdingFeesPaidThrough: fixedCycleNumbered(sessionDate, holdingFeesPaidThroughCycle).start }),
  };
}

/** The spot's MPU end as the rule computes it from its cast's sessions and its first airing. */
function demoMpuEnd(spot: DemoSpot, now: Date): string {
  const mpu = decideAssetMpu({
    typedEnd: null,
    confirmedEnd: null,
    firstAirDate: spot.firstAir === undefined ? null : dayFrom(now, spot.firstAir),
    cast: spot.cast.map((cast) => ({
      union: cast.union,
      performerCategory: cast.performerCategory,
      performanceType: cast.performanceType,
      sessionDate: sessionOf(cast, now),
      holdingFeesPaidThrough: null,
    })),
    sessionDates: [],
  });
  if (mpu.end === null) throw new Error(`The demo spot ${spot.adId} has no MPU: ${mpu.computedNote ?? ""}`);
  return mpu.end;
}

function useRightRequest(right: DemoUseRight, now: Date, castItemId: number | undefined, cast?: DemoCast) {
  const startCycleDate =
    "fixedCycle" in right.start
      ? fixedCycleNumbered(sessionOf(requireCast(cast, right), now), right.start.fixedCycle).start
      : dayFrom(now, right.start);
  const expiry = answerUseRightExpiry(
    UseRightExpiryRequestSchema.parse({
      useRightType: right.useRightType,
      startCycleDate,
      cycleLength: right.cycleLength,
    }),
  );
  return AssetUseRightAddRequestSchema.parse({
    useRight: {
      useRightType: right.useRightType,
      mediaType: right.mediaType,
      startCycleDate,
      cycleExpireDate: expiry.expireDate ?? undefined,
      cycleLength: right.cycleLength,
      note: right.note,
    },
    ...(castItemId === undefined ? {} : { castItemId }),
  });
}

function requireCast(cast: DemoCast | undefined, right: DemoUseRight): DemoCast {
  if (cast === undefined)
    throw new Error(`The demo right "${right.note}" names a fixed cycle but no cast member.`);
  return cast;
}

/** The ids of the demo TALENT people the cast names, by full name (a person since deleted is skipped). */
async function talentIds(tx: Db): Promise<Map<string, number>> {
  const names = [...new Set(demoSpots.flatMap((spot) => spot.cast.map((cast) => cast.person)))];
  const rows = await tx
    .select({ id: people.id, fullName: people.fullName })
    .from(people)
    .where(and(inArray(people.fullName, names), arrayContains(people.kinds, ["TALENT"])));
  return new Map(rows.map((row) => [row.fullName, row.id]));
}

/**
 * Adds the demo elements with their licences, then the demo spots with their cast, use rights,
 * edit versions and elements, through the services, so each is validated, audited and has its
 * status computed like a user's change. Answers how many assets and elements were added.
 */
export async function createDemoAssets(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<{ assets: number; elements: number }> {
  const elementService = new ElementService(tx, linkedAssetRights);
  const licences = new LicenceService(tx, linkedAssetRights);
  const elementIds = new Map<string, number>();
  for (const demo of demoElements) {
    const element = await elementService.create(ElementCreateRequestSchema.parse(demo.profile), context);
    elementIds.set(demo.key, element.id);
    for (const licence of demo.licences) {
      const request = ElementLicenceAddRequestSchema.parse({
        licence: {
          label: licence.label,
          rightsKind: licence.rightsKind,
          termStart: dayFrom(context.now, licence.start),
          termEnd: licence.end === undefined ? undefined : dayFrom(context.now, licence.end),
          media: licence.media.map((type) => ({ type })),
          territory: licence.territory,
          feeCents: licence.feeCents,
        },
      });
      await licences.add(element.id, request, context);
    }
  }
  const talent = await talentIds(tx);
  let assets = 0;
  for (const spot of demoSpots) {
    const baseId = await createSpot(tx, encryption, context, spot, talent, elementIds);
    assets += 1;
    for (const edit of spot.edits ?? []) {
      const request = EditVersionCreateRequestSchema.parse({
        ...profileOf(edit, demoMpuEnd(spot, context.now)),
        editType: editTypes[0],
        editReason: "Shorter cut for cable",
      });
      const version = await new AssetService(tx).addEditVersion(baseId, request, context);
      for (const right of edit.useRights) {
        await new UseRightService(tx).add(
          version.id,
          useRightRequest(right, context.now, undefined),
          context,
        );
      }
      assets += 1;
    }
  }
  return { assets, elements: elementIds.size };
}

function profileOf(
  spot: Pick<DemoSpot, "adId" | "title" | "lengthSeconds">,
  mpuEnd: string,
  firstAirDate?: string,
) {
  return {
    title: spot.title,
    adId: spot.adId,
    lengthSeconds: spot.lengthSeconds,
    assetType: "video",
    fileType: "MOV",
    expireMpuEndDate: mpuEnd,
    ...(firstAirDate === undefined ? {} : { firstAirDate }),
  };
}

async function createSpot(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
  spot: DemoSpot,
  talent: ReadonlyMap<string, number>,
  elementIds: ReadonlyMap<string, number>,
): Promise<number> {
  const asset = await new AssetService(tx).create(
    AssetCreateRequestSchema.parse(
      profileOf(
        spot,
        demoMpuEnd(spot, context.now),
        spot.firstAir === undefined ? undefined : dayFrom(context.now, spot.firstAir),
      ),
    ),
    context,
  );
  const sections = new AssetSectionsService(tx, encryption);
  const castIds = new Map<string, number>();
  for (const cast of spot.cast) {
    const personId = talent.get(cast.person);
    if (personId === undefined) continue;
    const item = await sections.add("Cast", asset.id, { ...castData(cast, context.now), personId }, context);
    castIds.set(cast.person, item.id);
  }
  for (const right of spot.useRights) {
    const castItemId = right.cast === undefined ? undefined : castIds.get(right.cast);
    if (right.cast !== undefined && castItemId === undefined) continue;
    const cast = spot.cast.find((member) => member.person === right.cast);
    await new UseRightService(tx).add(
      asset.id,
      useRightRequest(right, context.now, castItemId, cast),
      context,
    );
  }
  const links = new AssetElementService(tx);
  for (const key of spot.elements) {
    const elementId = elementIds.get(key);
    if (elementId !== undefined) await links.link(asset.id, elementId, context);
  }
  return asset.id;
}
