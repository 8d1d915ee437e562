import { and, asc, eq, isNull } from "drizzle-orm";
import {
  CompletionReportCreateRequestSchema,
  performerCategoriesByFamily,
  unionCodeOf,
  unions,
  type Union,
} from "@rightsdesk/domain";
import { writeAudit } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { assets } from "../db/schema.js";
import { AssetElementRepository } from "../modules/element/asset-element-repository.js";
import { CompletionReportInputsRepository } from "../modules/completion-report/completion-report-inputs-repository.js";
import { CompletionReportLifeService } from "../modules/completion-report/completion-report-life-service.js";
import { CompletionReportSectionsService } from "../modules/completion-report/completion-report-sections-service.js";
import { CompletionReportService } from "../modules/completion-report/completion-report-service.js";
import type { FieldEncryption } from "../records/field-encryption.js";
import type { RecordContext } from "../records/record-context.js";
import { RecordItemRepository } from "../records/record-item-repository.js";
import { hasSeedEntry } from "./seed-entries.js";

/** The audit entry that records the completion reports seed; once it exists they are never added again. */
const DEMO_COMPLETION_REPORTS_SEED_ACTION = "demo.seed.completionReports";

/** "PRINCIPAL" → "P": the report lists categories by abbreviation. */
function abbreviationOf(category: string | null): string | undefined {
  return performerCategoriesByFamily.UNION.find((known) => known.name === category)?.abbreviation;
}

function unionCodeOfName(union: string | null): string {
  const known = unions.find((name) => name === union);
  return known ? unionCodeOf[known as Union] : "NU";
}

async function spotByAdId(tx: Db, adId: string) {
  const [spot] = await tx
    .select({ id: assets.id, title: assets.title })
    .from(assets)
    .where(and(eq(assets.adId, adId), isNull(assets.archivedAt)))
    .orderBy(asc(assets.id))
    .limit(1);
  return spot;
}

/**
 * The demo completion reports, once, into a demo database that has the demo spots and contracts:
 * the hero spot's report lists the performers of its talent contracts (union, category, camera and
 * scale from each contract, production date from their session) and its licensed music, and is
 * submitted through the same rules as a user's Submit; a second spot's report lists that spot's cast,
 * none of them under contract for it, and stays a draft with those gaps. Answers how many were added.
 */
export async function seedDemoCompletionReports(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<number> {
  if (await hasSeedEntry(tx, DEMO_COMPLETION_REPORTS_SEED_ACTION)) return 0;
  const reports = new CompletionReportService(tx);
  const sections = new CompletionReportSectionsService(tx, encryption);
  const life = new CompletionReportLifeService(tx, encryption);
  const inputs = new CompletionReportInputsRepository(tx);
  const items = new RecordItemRepository(tx);
  let added = 0;

  const hero = await spotByAdId(tx, "RDHC2201000");
  const contracts = hero ? await inputs.talentContractsOf([hero.id]) : [];
  if (hero && contracts.length > 0) {
    const heroCast = await items.list("asset", hero.id, "Cast");
    const sessionOf = (personId: number) =>
      heroCast.find((item) => item.data["personId"] === personId)?.data["sessionDate"];
    const session = contracts
      .map((contract) => sessionOf(contract.personId))
      .find((day) => typeof day === "string");
    const report = await reports.create(
      CompletionReportCreateRequestSchema.parse({
        name: `${hero.title} final`,
        assetId: hero.id,
        ...(typeof session === "string" ? { productionDate: session } : {}),
      }),
      context,
    );
    for (const contract of contracts) {
      const category = abbreviationOf(contract.performerCategory);
      await sections.add(
        "Cast",
        report.id,
        {
          personId: contract.personId,
          contractId: contract.id,
          unionCode: unionCodeOfName(contract.union),
          ...(category ? { performerCategory: category } : {}),
          ...(contract.performanceType ? { performanceType: contract.performanceType } : {}),
          ...(contract.sessionFeeCents === null ? {} : { scaleCents: contract.sessionFeeCents }),
        },
        context,
      );
    }
    for (const element of await new AssetElementRepository(tx).elementsOf(hero.id)) {
      await sections.add("Element", report.id, { elementId: element.elementId }, context);
    }
    // The music the spot's use rights do not cover stays off the demo report, as its reconciliation says.
    const { gaps } = await life.reconcile(report.id);
    const unlicensed = new Set(
      gaps.flatMap((gap) => (gap.kind === "musicNotLicensed" ? [gap.elementId] : [])),
    );
    for (const item of await items.list("completion_report", report.id, "Element")) {
      if (unlicensed.has(Number(item.data["elementId"]))) await sections.delete("Element", item.id, context);
    }
    const ready = await reports.get(report.id);
    await life.submit(report.id, { version: ready.version }, context);
    added += 1;
  }

  const second = await spotByAdId(tx, "RDSB2505000");
  if (second) {
    const cast = await items.list("asset", second.id, "Cast");
    const session = cast.map((item) => item.data["sessionDate"]).find((day) => typeof day === "string");
    const draft = await reports.create(
      CompletionReportCreateRequestSchema.parse({
        name: `${second.title} (draft)`,
        assetId: second.id,
        ...(typeof session === "string" ? { productionDate: session } : {}),
      }),
      context,
    );
    for (const item of cast) {
      const category = abbreviationOf(
        typeof item.data["performerCategory"] === "string" ? item.data["performerCategory"] : null,
      );
      await sections.add(
        "Cast",
        draft.id,
        {
          personId: item.data["personId"],
          unionCode: unionCodeOfName(typeof item.data["union"] === "string" ? item.data["union"] : null),
          ...(category ? { performerCategory: category } : {}),
          ...(item.data["performanceType"] ? { performanceType: item.data["performanceType"] } : {}),
          ...(item.data["role"] ? { role: item.data["role"] } : {}),
        },
        context,
      );
    }
    added += 1;
  }

  await writeAudit(tx, {
    at: context.now,
    actor: { userId: context.caller.userId, userName: context.caller.userName },
    action: DEMO_COMPLETION_REPORTS_SEED_ACTION,
    entityType: "completion_report",
    changes: [{ field: "completionReports", from: 0, to: added }],
    request: context.request,
  });
  return added;
}
