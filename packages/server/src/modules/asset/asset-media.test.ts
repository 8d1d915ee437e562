import { describe, expect, it } from "vitest";
import { AssetUseRightRecordSchema, ClearanceAnswerSchema, mediaTypeNames } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { addUseRight, createAsset, useRightBody } from "../../testing/asset-fixtures.js";
import { createContract } from "../../testing/contract-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

const fieldsOf = (body: { errors?: { field: string; message: string }[] | undefined }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message]));
const catalogueList = mediaTypeNames.join(", ");

describe(`media names on asset use rights and clearance, on ${testDatabaseKind()}`, () => {
  it("stores a synonym as the catalogue's name, on create and on update", async () => {
    const asset = await createAsset(t, admin, "MEDI1234000", "Media Meadow :30");
    const created = await addUseRight(t, admin, asset.id, {
      mediaType: "tv commercial",
      mediaSubTypes: ["cable - national"],
    });
    expect(created).toMatchObject({ mediaType: "TV", mediaSubTypes: ["CABLE - NATIONAL"] });
    const updated = AssetUseRightRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Asset/UseRight/${created.id}`, {
          useRight: useRightBody({ mediaType: "AUDIO FLEX" }),
          version: created.version,
        }),
      ),
    );
    expect(updated).toMatchObject({ mediaType: "AUDIO/RADIO", mediaSubTypes: ["AUDIO FLEX"] });
  });

  it("refuses a media type or sub type outside the catalogue, naming the field and listing the choices", async () => {
    const asset = await createAsset(t, admin, "MEDI1234001", "Media Marsh :30");
    const save = (extra: Record<string, unknown>) =>
      call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, { useRight: useRightBody(extra) });
    const type = expectError(await save({ mediaType: "CINEMA" }), 400, "InvalidData");
    expect(fieldsOf(type)).toEqual({
      "useRight.mediaType": `"CINEMA" is not in the media catalogue. Choose the media type from: ${catalogueList}.`,
    });
    const subtype = expectError(
      await save({ mediaType: "DIGITAL", mediaSubTypes: ["NETWORK"] }),
      400,
      "InvalidData",
    );
    expect(fieldsOf(subtype)).toEqual({
      "useRight.mediaSubTypes": 'DIGITAL has no sub types; remove "NETWORK".',
    });
  });

  it("takes a synonym on a contract's rights acquired too", async () => {
    const talent = await createPerson(t, admin, "Ada", "Air");
    const asset = await createAsset(t, admin, "MEDI1234002", "Media Mesa :30");
    const contract = await createContract(t, admin, talent.id);
    expectOk(
      await call(t, admin, "POST", `/Contract/LinkedAsset/Save/${contract.id}`, { assetId: asset.id }),
    );
    const save = (mediaType: string) =>
      call(t, admin, "POST", `/Contract/UseRight/Save/${contract.id}`, {
        assetId: asset.id,
        // The contract's session is 2025-04-01: its 13-week cycle 1.
        useRight: useRightBody({ mediaType, startCycleDate: "2025-04-01", cycleExpireDate: "2025-06-30" }),
      });
    expect(expectOk(await save("INTERNET"))).toMatchObject({ mediaType: "DIGITAL" });
    const refused = expectError(await save("CINEMA"), 400, "InvalidData");
    expect(Object.keys(fieldsOf(refused))).toEqual(["useRight.mediaType"]);
  });

  it("answers the same for a synonym as for the catalogue's name, and refuses media outside it", async () => {
    const asset = await createAsset(t, admin, "MEDI1234003", "Media Mound :30");
    await addUseRight(t, admin, asset.id, { useRightType: "Cable", mediaType: "TV" });
    const ask = (mediaType: string, mediaSubType?: string) =>
      call(t, admin, "POST", `/Asset/Clearance/${asset.id}`, {
        airDate: "2025-07-01",
        mediaType,
        ...(mediaSubType === undefined ? {} : { mediaSubType }),
      });
    const byName = ClearanceAnswerSchema.parse(expectOk(await ask("TV", "CABLE - NATIONAL")));
    const bySynonym = ClearanceAnswerSchema.parse(expectOk(await ask("TV COMMERCIAL", "cable - national")));
    expect(bySynonym.media).toEqual({ type: "TV", subtype: "CABLE - NATIONAL" });
    expect({ ...bySynonym, today: byName.today }).toEqual(byName);
    expect(ClearanceAnswerSchema.parse(expectOk(await ask("broadcast"))).verdict).toBe(byName.verdict);

    const type = expectError(await ask("CINEMA"), 400, "InvalidData");
    expect(fieldsOf(type)["mediaType"]).toBe(
      `"CINEMA" is not in the media catalogue. Choose the media type from: ${catalogueList}.`,
    );
    const subtype = expectError(await ask("TV", "WILDSPOT - MARS"), 400, "InvalidData");
    expect(fieldsOf(subtype)["mediaSubType"]).toMatch(
      /^"WILDSPOT - MARS" is not a sub type of TV\. Choose from: /,
    );
  });
});
