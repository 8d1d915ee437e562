import { assetCastFieldsOf, findAssetSection, type AssetCastFields } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { RecordContext } from "../../records/record-context.js";
import type { RecordSection } from "../../records/record-item-data.js";
import { RecordItemRepository, type StoredItem } from "../../records/record-item-repository.js";
import { RecordItemService } from "../../records/record-items.js";
import { AssetRepository } from "../asset/asset-repository.js";
import { assetForChange, recomputeAssetRights } from "../asset/asset-rules.js";
import { AssetElementRepository } from "../element/asset-element-repository.js";
import { completionReportCode } from "./completion-report-record.js";
import type { CompletionReportState } from "./completion-report-state.js";

function assetSection(key: "Cast" | "Crew" | "Location"): RecordSection {
  const section = findAssetSection(key);
  if (!section) throw new Error(`The asset has no ${key} section.`);
  return section;
}

/** Each performer's fields on the asset's cast list; refused, naming the field, when the asset needs more. */
function castFieldsOf(state: CompletionReportState): Map<number, AssetCastFields> {
  const fields = new Map<number, AssetCastFields>();
  for (const member of state.cast) {
    const mapped = assetCastFieldsOf(member);
    if (mapped.missing) {
      const words = { performerCategory: "a performer category", performanceType: "on or off camera" };
      throw invalidField(
        mapped.missing[0] ?? "performerCategory",
        `${member.name} needs ${mapped.missing.map((field) => words[field]).join(" and ")} for the spot's cast list.`,
      );
    }
    fields.set(member.personId, mapped.fields);
  }
  return fields;
}

/**
 * Writes a submitted report onto its spot (or edit version), inside the submit's transaction: each
 * performer onto the asset's cast list (updating the one already there, else adding them; the
 * session date defaults to the production date), each crew member onto its crew, each location
 * onto its locations (by shoot type and name) and each element as a linked element. The asset's
 * status and earliest expiry are then recomputed as after any change of its own. Nothing is
 * removed from the asset: its own cast may carry use rights.
 */
export async function copyReportOntoAsset(
  tx: Db,
  encryption: FieldEncryption,
  state: CompletionReportState,
  context: RecordContext,
): Promise<void> {
  const assetId = state.targetAssetId;
  await assetForChange(tx, assetId, context);
  const castFields = castFieldsOf(state);
  const items = new RecordItemService(tx, encryption);
  const stored = new RecordItemRepository(tx);
  const owner = { type: "asset", id: assetId };
  const upsert = async (
    section: RecordSection,
    existing: StoredItem | undefined,
    data: Record<string, unknown>,
  ) => {
    if (existing)
      await items.update(existing, section, { ...existing.data, ...data }, existing.version, context);
    else await items.add(owner, section, data, context);
  };

  const cast = assetSection("Cast");
  const assetCast = await stored.list("asset", assetId, "Cast");
  for (const member of state.cast) {
    const existing = assetCast.find((item) => item.data["personId"] === member.personId);
    const sessionDate = existing?.data["sessionDate"] ?? state.report.productionDate ?? undefined;
    await upsert(cast, existing, {
      personId: member.personId,
      ...castFields.get(member.personId),
      ...(sessionDate ? { sessionDate } : {}),
    });
  }

  const crew = assetSection("Crew");
  const assetCrew = await stored.list("asset", assetId, "Crew");
  for (const item of state.items.Crew) {
    const existing = assetCrew.find((asset) => asset.data["personId"] === item.data["personId"]);
    const { personId, position, department } = item.data;
    await upsert(crew, existing, { personId, position, ...(department ? { department } : {}) });
  }

  const location = assetSection("Location");
  const assetLocations = await stored.list("asset", assetId, "Location");
  const sameName = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();
  for (const item of state.items.Location) {
    const existing = assetLocations.find(
      (asset) =>
        asset.data["shootType"] === item.data["shootType"] && sameName(asset.data["name"], item.data["name"]),
    );
    const ofType = assetLocations.filter((asset) => asset.data["shootType"] === item.data["shootType"]);
    const locationNumber =
      existing?.data["locationNumber"] ?? `${String(item.data["shootType"])} ${ofType.length + 1}`;
    await upsert(location, existing, { ...item.data, locationNumber });
    if (!existing) assetLocations.push({ ...item, data: { ...item.data, locationNumber } });
  }

  const links = new AssetElementRepository(tx);
  for (const element of state.elements) {
    if (!(await links.isLinked(assetId, element.id))) {
      await links.link(assetId, element.id, context.caller.userId, context.now);
    }
  }

  await recomputeAssetRights(tx, assetId, context.now);
  await new AssetRepository(tx).touch(assetId, context.caller.userId, context.now);
  await writeRecordAudit(tx, context, "asset", assetId, "completionReport.submit", [
    { field: "completionReport", from: null, to: completionReportCode(state.report.id) },
    { field: "cast", from: assetCast.length, to: (await stored.list("asset", assetId, "Cast")).length },
  ]);
}
