import {
  AssetRecordSchema,
  CompletionReportDetailSchema,
  completionReportSectionSchemas,
  type CompletionReportDetail,
} from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import { createAsset } from "./asset-fixtures.js";
import { createContract } from "./contract-fixtures.js";
import { addLicence, createElement } from "./element-fixtures.js";
import { createPerson } from "./person-fixtures.js";
import type { TestApp } from "./test-app.js";

/** A report on a spot, with the production date unless `extra` says otherwise. */
export async function createReport(
  t: TestApp,
  token: string,
  assetId: number,
  extra: Record<string, unknown> = {},
): Promise<CompletionReportDetail> {
  const answer = await call(t, token, "POST", "/CompletionReport", {
    name: "Harvest Crunch :30 final",
    assetId,
    productionDate: "2025-05-20",
    ...extra,
  });
  return CompletionReportDetailSchema.parse(expectOk(answer));
}

export async function getReport(t: TestApp, token: string, id: number): Promise<CompletionReportDetail> {
  return CompletionReportDetailSchema.parse(
    expectOk(await call(t, token, "POST", `/CompletionReport/GetById/${id}`, {})),
  );
}

export async function addReportItem(
  t: TestApp,
  token: string,
  reportId: number,
  section: string,
  data: Record<string, unknown>,
) {
  const answer = await call(t, token, "POST", `/CompletionReport/${section}/Save/${reportId}`, { data });
  return completionReportSectionSchemas.ItemSchema.parse(expectOk(answer));
}

/** A union principal on the report: SAG-AFTRA, principal, on camera, at scale. */
export function castData(personId: number, extra: Record<string, unknown> = {}) {
  return {
    personId,
    unionCode: "SA",
    performerCategory: "P",
    performanceType: "ON_CAMERA",
    role: "Mom",
    scaleCents: 78_275,
    ...extra,
  };
}

/** A spot, two performers (only the first under contract for it) and a licensed song. */
export async function reportWorld(t: TestApp, token: string) {
  const asset = await createAsset(t, token, "CRPT0000001", "Harvest Crunch :30");
  const jo = await createPerson(t, token, "Jo", "Star");
  const al = await createPerson(t, token, "Al", "Lee");
  const contract = await createContract(t, token, jo.id);
  expectOk(await call(t, token, "POST", `/Contract/LinkedAsset/Save/${contract.id}`, { assetId: asset.id }));
  const song = await createElement(t, token, "Sunrise Drive");
  return { asset, jo, al, contract, song, licence: () => addLicence(t, token, song.id) };
}

export async function assetCast(t: TestApp, token: string, assetId: number) {
  const answer = await call(t, token, "POST", `/Asset/Cast/GetAll/${assetId}`, {});
  return (expectOk(answer) as { records: { personId?: number; data: Record<string, unknown> }[] }).records;
}

export async function assetRecord(t: TestApp, token: string, assetId: number) {
  return AssetRecordSchema.parse(expectOk(await call(t, token, "POST", `/Asset/GetById/${assetId}`, {})));
}
