import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ForecastAnswerSchema,
  RenewalAskResultSchema,
  RenewalDecideResultSchema,
  RenewalDecisionListSchema,
  castHoldingFeeFor,
  chooseRateFigure,
  renewalLookupInput,
  castHoldingFee,
  toIsoDate,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset, getAsset } from "../../testing/asset-fixtures.js";
import { addCast } from "../../testing/element-fixtures.js";
import { readOutbox } from "../../testing/outbox.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { createTestUser } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-renewals-outbox-"));
useSignedInApp(
  () => createTestApp({ RIGHTSDESK_OUTBOX_DIR: outbox }),
  (app) => ({ t, admin } = app),
  { now: new Date("2026-11-28T10:00:00Z") },
);
afterEach(() => {
  for (const name of fs.readdirSync(outbox)) fs.rmSync(path.join(outbox, name));
});

/**
 * A spot with a SAG-AFTRA on-camera principal whose session was 2026-06-01: fixed cycle 1 runs
 * 2026-06-01 to 2026-08-30 (her right), holding fees are paid through cycle 2 (2026-11-29); the
 * MPU typed as 2027-12-31. Cycles 3 to 6 start 2026-11-30, 2027-03-01, 2027-05-31 and 2027-08-30.
 */
async function spotWithPrincipal() {
  const asset = await createAsset(t, admin, "FCST1234000", "Winter launch :30", {
    expireMpuEndDate: "2027-12-31",
  });
  const jo = await createPerson(t, admin, "Jo", "Star");
  const cast = await addCast(t, admin, asset.id, jo.id, {
    sessionDate: "2026-06-01",
    holdingFeesPaidThrough: "2026-11-29",
  });
  expectOk(
    await call(t, admin, "POST", `/Asset/UseRight/Save/${asset.id}`, {
      castItemId: cast.id,
      useRight: {
        useRightType: "Network",
        mediaType: "TV",
        startCycleDate: "2026-06-01",
        cycleExpireDate: "2026-08-30",
        cycleLength: "13 weeks",
        note: "Principal, first cycle",
      },
    }),
  );
  return { asset, cast, person: jo };
}

async function forecast(body: Record<string, unknown> = {}) {
  return ForecastAnswerSchema.parse(expectOk(await call(t, admin, "POST", "/Forecast", body)));
}

const cycleStarts = ["2026-11-30", "2027-03-01", "2027-05-31", "2027-08-30"];

/** What the domain's one choice of a figure says a holding fee starting on `start` costs. */
function holdingFeeFigure(start: string) {
  const renewal = castHoldingFee({
    union: "SAG AFTRA",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
    sessionDate: "2026-06-01",
    holdingFeesPaidThrough: "2026-11-29",
  });
  if (renewal === null) throw new Error("A principal on camera holds fixed cycles.");
  return chooseRateFigure(renewalLookupInput(renewal, toIsoDate(start)));
}

describe(`renew-or-release decisions and the forecast on ${testDatabaseKind()}`, () => {
  it("forecasts each unpaid holding fee in the window, priced by the domain's choice with its source", async () => {
    const { asset } = await spotWithPrincipal();
    const answer = await forecast({ months: 12 });
    expect(answer.window).toEqual({ from: "2026-11-28", to: "2027-11-27" });
    // Every calendar month the window touches, the first and last in part.
    expect(answer.months.map((month) => month.month)).toHaveLength(13);
    const fees = answer.payments.filter((payment) => payment.spot?.assetId === asset.id);
    expect(fees.map((payment) => [payment.kind, payment.dueDate])).toEqual(
      cycleStarts.map((start) => ["holdingFee", start]),
    );
    for (const payment of fees) {
      const figure = holdingFeeFigure(payment.dueDate);
      expect(payment).toMatchObject({
        amountCents: figure.amountCents,
        source: figure.source,
        note: figure.note,
      });
    }
    const priced = fees.flatMap((payment) => (payment.amountCents === null ? [] : [payment.amountCents]));
    expect(answer.total).toEqual({
      amountCents: priced.reduce((sum, amount) => sum + amount, 0),
      pricedCount: priced.length,
      missingCount: fees.length - priced.length,
    });
    expect(answer.saving).toEqual({ amountCents: 0, pricedCount: 0, missingCount: 0 });
    // The same figure each screen shows for this cycle: the domain's holding fee of the cycle.
    const fee = castHoldingFeeFor(
      {
        union: "SAG AFTRA",
        performerCategory: "PRINCIPAL",
        performanceType: "ON_CAMERA",
        sessionDate: "2026-06-01",
        holdingFeesPaidThrough: "2026-11-29",
        agreedHoldingFeeCents: null,
      },
      toIsoDate("2026-11-30"),
    );
    expect(fees[0]?.amountCents).toBe(fee === null || !("amountCents" in fee) ? null : fee.amountCents);
  });

  it("a performer not renewed moves her fees to the saving, releases the spot at the end of the paid cycle, and renewing takes it back", async () => {
    const { asset, cast } = await spotWithPrincipal();
    const before = await forecast();
    const subject = { kind: "holdingFee", assetId: asset.id, castItemId: cast.id };
    const decided = RenewalDecideResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Renewals/Decide", {
          subjects: [subject, subject],
          choice: "notRenewing",
          note: "Campaign ends in December",
        }),
      ),
    );
    expect(decided.decisions).toMatchObject([
      {
        subject,
        choice: "notRenewing",
        decidedOn: "2026-11-28",
        decidedBy: { name: expect.any(String) },
        label: "Winter launch :30 (FCST1234000): Jo Star's holding fees",
      },
    ]);
    const after = await forecast();
    expect(after.payments.filter((payment) => payment.spot?.assetId === asset.id)).toEqual([]);
    expect(after.released).toHaveLength(4);
    expect(after.saving).toEqual(before.total);
    expect(after.total).toEqual({ amountCents: 0, pricedCount: 0, missingCount: 0 });

    expect((await getAsset(t, admin, asset.id)).status).toBe("RELEASED (USE ACTIVE)");
    t.setNow(new Date("2026-11-30T10:00:00Z"));
    admin = (await t.signIn()).token;
    expect((await getAsset(t, admin, asset.id)).status).toBe("RELEASED");

    expectOk(await call(t, admin, "POST", "/Renewals/Decide", { subjects: [subject], choice: "renew" }));
    expect((await getAsset(t, admin, asset.id)).status).not.toMatch(/RELEASED/);
    const listed = RenewalDecisionListSchema.parse(
      expectOk(await call(t, admin, "GET", `/Renewals?assetId=${asset.id}`)),
    );
    expect(listed.decisions).toMatchObject([{ subject, choice: "renew" }]);
  });

  it("marking a holding-fee alert 'release' is the decision not to renew, and 'renew' takes it back", async () => {
    const { asset, cast } = await spotWithPrincipal();
    const key = `HOLDING_FEE:cast:${cast.id}:2026-11-30`;
    expectOk(await call(t, admin, "POST", "/Alert/Mark", { key, action: "RELEASE", note: "Recast" }));
    const subject = { kind: "holdingFee", assetId: asset.id, castItemId: cast.id };
    const listed = RenewalDecisionListSchema.parse(expectOk(await call(t, admin, "GET", "/Renewals")));
    expect(listed.decisions).toMatchObject([{ subject, choice: "notRenewing", note: "Recast" }]);
    expect((await getAsset(t, admin, asset.id)).status).toBe("RELEASED (USE ACTIVE)");
    expect((await forecast()).saving.pricedCount + (await forecast()).saving.missingCount).toBe(4);

    expectOk(await call(t, admin, "POST", "/Alert/Mark", { key, action: "RENEW" }));
    expect((await getAsset(t, admin, asset.id)).status).not.toMatch(/RELEASED/);
    expectOk(await call(t, admin, "POST", "/Alert/Mark", { key, action: "DONE" }));
    const after = RenewalDecisionListSchema.parse(expectOk(await call(t, admin, "GET", "/Renewals")));
    expect(after.decisions).toMatchObject([{ subject, choice: "renew" }]);
  });

  it("refuses a subject the client does not have, naming it, and records nothing", async () => {
    const { asset } = await spotWithPrincipal();
    const refused = expectError(
      await call(t, admin, "POST", "/Renewals/Decide", {
        subjects: [
          { kind: "mpuRenegotiation", assetId: asset.id },
          { kind: "holdingFee", assetId: asset.id, castItemId: 999_999 },
        ],
        choice: "notRenewing",
      }),
      404,
      "NotFound",
    );
    expect(refused.errors).toMatchObject([{ field: "subjects.1" }]);
    const listed = RenewalDecisionListSchema.parse(expectOk(await call(t, admin, "GET", "/Renewals")));
    expect(listed.decisions).toEqual([]);
  });

  it("asks people to decide: each gets a to-do and an e-mail naming what to decide", async () => {
    const { asset, cast } = await spotWithPrincipal();
    const { userId } = await createTestUser(t.database.db, {
      userName: "decider",
      email: "decider@example.com",
    });
    const asked = RenewalAskResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Renewals/Ask", {
          subjects: [{ kind: "holdingFee", assetId: asset.id, castItemId: cast.id }],
          userIds: [userId],
          dueDate: "2026-12-10",
          note: "Before the holiday flight is booked",
        }),
      ),
    );
    expect(asked.asked).toMatchObject([{ id: userId }]);
    const todos = expectOk(await call(t, admin, "POST", "/Alert/Todo/GetAll", { scope: "all" })) as {
      records: { id: number; title: string; dueDate: string; owner: { id: number } }[];
    };
    expect(todos.records.find((todo) => todo.id === asked.asked[0]?.todoId)).toMatchObject({
      title: "Renew or release: Winter launch :30 (FCST1234000): Jo Star's holding fees",
      dueDate: "2026-12-10",
      owner: { id: userId },
    });
    await t.settle();
    const mails = await readOutbox(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: expect.stringContaining("decider@example.com") });
    expect(mails[0]?.text).toContain("Jo Star's holding fees");
    expect(mails[0]?.text).toContain("Before the holiday flight is booked");
  });

  it("scopes the forecast to a performer and answers XLSX, PDF and CSV files", async () => {
    const { person } = await spotWithPrincipal();
    const theirs = await forecast({ scope: { performerId: person.id } });
    expect(theirs.scopeLabel).toBe("Performer: Jo Star");
    expect(theirs.payments.every((payment) => payment.performer?.name === "Jo Star")).toBe(true);
    expect(theirs.payments).toHaveLength(4);
    expectError(
      await call(t, admin, "POST", "/Forecast", { scope: { performerId: 999_999 } }),
      404,
      "NotFound",
    );
    for (const format of ["xlsx", "pdf", "csv"] as const) {
      const file = await t.call({ method: "POST", path: "/Forecast/Export", token: admin, body: { format } });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toContain(`forecast-2026-11-28.${format}`);
      expect(file.rawPayload.length).toBeGreaterThan(100);
    }
  });
});
