import { describe, expect, it } from "vitest";
import { AlertListResultSchema, ClearanceAnswerSchema, ProposeFeesAnswerSchema } from "@rightsdesk/domain";
import { rateCardEntries } from "../../db/schema.js";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createClient } from "../../testing/client-fixtures.js";
import { addCast } from "../../testing/element-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-07-01T10:00:00Z") },
);

/**
 * An off-camera SAG-AFTRA principal whose session was 2025-04-07, holding a TV right for fixed
 * cycle 1 (2025-04-07 … 2025-07-06): cycle 2's holding fee (= the off-camera session fee) is due
 * 2025-07-07, and the shipped 2025 year-1 card does not confirm that figure (derived, not published).
 */
async function offCameraSpot() {
  const asset = await createAsset(t, admin, "RATE1234000", "Voice Spot :30");
  const sam = await createPerson(t, admin, "Sam", "Voice");
  const cast = await addCast(t, admin, asset.id, sam.id, {
    performanceType: "OFF_CAMERA",
    sessionDate: "2025-04-07",
  });
  expectOk(
    await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
      castItemId: cast.id,
      useRight: {
        useRightType: "Network",
        mediaType: "TV",
        startCycleDate: "2025-04-07",
        cycleExpireDate: "2025-07-06",
        cycleLength: "13 weeks",
        note: "Off-camera principal, first cycle",
      },
    }),
  );
  return { asset, cast, sam };
}

/**
 * A client's confirmed off-camera figure (a performer's over-scale rate when `performerId` is
 * given), written as the owner (outside any request) for `tenantId`.
 */
async function addEntry(
  tenantId: number,
  amountCents: number,
  source: string,
  performerId: number | null = null,
) {
  await t.database.db.insert(rateCardEntries).values({
    tenantId,
    union: "SAG-AFTRA",
    agreement: null,
    contractYear: 2025,
    category: "offCameraPrincipalSession",
    medium: null,
    effectiveFrom: "2025-04-01",
    effectiveTo: "2026-03-31",
    amountCents,
    source,
    confidence: "V",
    performerId,
  });
}

async function clear(assetId: number) {
  const answer = await call(t, admin, "POST", `/Asset/Clearance/${assetId}`, {
    airDate: "2025-08-01",
    mediaType: "TV",
  });
  const [reason] = ClearanceAnswerSchema.parse(expectOk(answer)).reasons;
  return reason;
}

async function holdingFeeAlert(castItemId: number) {
  const answer = await call(t, admin, "POST", "/Alert/GetBy", { pageSize: 100 });
  return AlertListResultSchema.parse(expectOk(answer)).alerts.find(
    (alert) => alert.kind === "HOLDING_FEE" && alert.key.startsWith(`HOLDING_FEE:cast:${castItemId}:`),
  );
}

describe(`fees priced by the client's rate card on ${testDatabaseKind()}`, () => {
  it("a client entry prices what said no confirmed rate; another client's entry never does", async () => {
    const { asset, cast, sam } = await offCameraSpot();
    const own = (expectOk(await call(t, admin, "GET", "/User/Client")) as { client: { id: number } }).client
      .id;
    const other = await createClient(t, admin, "Other agency");

    const before = await clear(asset.id);
    expect(before).toMatchObject({ kind: "useRightUnpaid", totalCents: null });
    expect(before?.payments).toMatchObject([{ cycleNumber: 2, dueDate: "2025-07-07", amountCents: null }]);
    expect((await holdingFeeAlert(cast.id))?.amount).toMatchObject({ cents: null });

    // Another client's figure for the very same fee is theirs alone (row-level security).
    await addEntry(other, 99_900, "Other agency's rate sheet");
    expect(await clear(asset.id)).toEqual(before);
    expect((await holdingFeeAlert(cast.id))?.amount?.cents).toBeNull();

    await addEntry(own, 61_800, "Acme 2025 rate sheet");
    const after = await clear(asset.id);
    expect(after?.payments).toMatchObject([
      { cycleNumber: 2, amountCents: 61_800, feeNote: "Client rate card: Acme 2025 rate sheet" },
    ]);
    expect(after?.totalCents).toBe(61_800);
    const alert = await holdingFeeAlert(cast.id);
    expect(alert?.amount).toEqual({ cents: 61_800, note: "Client rate card: Acme 2025 rate sheet" });
    expect(alert?.detail).toContain("($618.00)");

    const timeline = expectOk(await call(t, admin, "GET", `/Asset/Timeline/${asset.id}`)) as {
      cast: { nextDue: { amountCents: number | null; feeNote: string } | null }[];
    };
    expect(timeline.cast[0]?.nextDue).toMatchObject({
      amountCents: 61_800,
      feeNote: "Client rate card: Acme 2025 rate sheet",
    });

    // The performer's own over-scale entry (by the cast item's person) comes before the client's.
    await addEntry(own, 90_000, "Sam's deal memo", sam.id);
    expect((await clear(asset.id))?.payments).toMatchObject([
      { amountCents: 90_000, feeNote: "Over-scale rate: Sam's deal memo" },
    ]);
  });

  it("proposes a contract's fees from the client's rate card where the shipped card has none", async () => {
    const propose = async () =>
      ProposeFeesAnswerSchema.parse(
        expectOk(
          await call(t, admin, "POST", "/Contract/Rules/ProposeFees", {
            family: "UNION",
            union: "SAG AFTRA",
            performerCategory: "PRINCIPAL",
            performanceType: "OFF_CAMERA",
            agreement: "PRINCIPAL COMMERCIAL",
            contractDate: "2025-06-02",
          }),
        ),
      );
    expect((await propose()).session.status).toBe("missing");
    const own = (expectOk(await call(t, admin, "GET", "/User/Client")) as { client: { id: number } }).client
      .id;
    await addEntry(own, 61_800, "Acme 2025 rate sheet");
    expect((await propose()).session).toMatchObject({
      status: "proposed",
      amountCents: 61_800,
      scheduleLabel: "Client rate card",
      source: "Acme 2025 rate sheet",
    });
  });
});
