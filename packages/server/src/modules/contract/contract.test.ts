import { describe, expect, it } from "vitest";
import {
  BulkContractResultSchema,
  ContractDetailSchema,
  ContractListResultSchema,
  GuaranteeListSchema,
  GuaranteeRecordSchema,
  ProposeFeesAnswerSchema,
  formatRecordId,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset, getAsset } from "../../testing/asset-fixtures.js";
import { createCompany } from "../../testing/company-fixtures.js";
import {
  bulkSharedTerms,
  completeContract,
  contractBody,
  createContract,
  getContract,
  guaranteeBody,
} from "../../testing/contract-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept, READ_ONLY } from "../../testing/test-users.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

const status = async (id: number, body: Record<string, unknown>) =>
  call(t, admin, "POST", `/Contract/Status/${id}`, body);

describe(`contracts on ${testDatabaseKind()}`, () => {
  it("creates, reads and updates a contract; field errors name the field; a taken number is DuplicateName", async () => {
    const talent = await createPerson(t, admin, "Ada", "Lane");
    const loanOut = await createCompany(t, admin, "Lane Loan-Out Inc.", "LOAN OUT CORPORATION");
    const contract = await createContract(t, admin, talent.id, {
      payeeKind: "Loan-Out-Corp",
      loanOutCompanyId: loanOut.id,
    });
    expect(contract).toMatchObject({
      contractNumber: "CT00001",
      status: "Draft",
      payrollStatus: "CREATED",
      completeness: "INCOMPLETE",
      talentName: "Ada Lane",
      payeeName: "Lane Loan-Out Inc.",
      labels: { loanOutCompanyId: "Lane Loan-Out Inc." },
      version: 1,
    });
    expect(contract.missing.map((item) => item.field)).toEqual(["linkedAssets", "workDays", "taxForms"]);
    expect(contract.nextStatuses).toEqual(expect.arrayContaining(["Due Review", "Due Signing", "Voided"]));

    const bad = await call(t, admin, "POST", "/Contract", contractBody(talent.id, { union: "NON UNION" }));
    expect(expectError(bad, 400, "InvalidData").errors?.map((e) => e.field)).toContain("union");
    const wrongType = await call(
      t,
      admin,
      "POST",
      "/Contract",
      contractBody(talent.id, {
        payeeKind: "Loan-Out-Corp",
        loanOutCompanyId: (await createCompany(t, admin, "Big Agency", "AD AGENCY")).id,
      }),
    );
    expect(expectError(wrongType, 400, "InvalidData").errors?.[0]?.field).toBe("loanOutCompanyId");
    const crew = await createPerson(t, admin, "Cal", "Crew", ["CREW"]);
    expect(
      expectError(await call(t, admin, "POST", "/Contract", contractBody(crew.id)), 400, "InvalidData")
        .errors?.[0]?.field,
    ).toBe("talentId");

    const duplicate = await call(
      t,
      admin,
      "POST",
      "/Contract",
      contractBody(talent.id, { contractNumber: "CT00001" }),
    );
    expect(expectError(duplicate, 409, "DuplicateName").errors?.[0]?.field).toBe("contractNumber");

    const updated = ContractDetailSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Contract/${contract.id}`, {
          ...contractBody(talent.id, { title: "Spring spot (final)" }),
          version: 1,
        }),
      ),
    );
    expect(updated).toMatchObject({ title: "Spring spot (final)", payeeName: "Ada Lane", version: 2 });
    const stale = await call(t, admin, "PUT", `/Contract/${contract.id}`, {
      ...contractBody(talent.id),
      version: 1,
    });
    // A stale edit is answered as for every other record: InvalidData naming the version.
    expect(expectError(stale, 400, "InvalidData").errors).toEqual([
      { field: "version", message: "This contract was changed by someone else; reload and try again." },
    ]);

    const list = ContractListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Contract/GetBy", {
          filters: [{ property: "talentName", operator: "cn", value: "lane" }],
        }),
      ),
    );
    expect(list.records).toMatchObject([
      { id: contract.id, talentName: "Ada Lane", contractNumber: "CT00001" },
    ]);
  });

  it("moves Draft → Due Review → Due Signing → Active only when complete; Voided never comes back", async () => {
    const talent = await createPerson(t, admin, "Ben", "Ode");
    const asset = await createAsset(t, admin, "ABCD1234000H", "Spring spot");
    const contract = await createContract(t, admin, talent.id);
    expect(expectOk(await status(contract.id, { status: "Due Review", version: 1 }))).toMatchObject({
      status: "Due Review",
      version: 2,
    });
    expect(expectOk(await status(contract.id, { status: "Due Signing", version: 2 }))).toMatchObject({
      status: "Due Signing",
    });
    const early = expectError(
      await status(contract.id, { status: "Active", version: 3 }),
      400,
      "InvalidData",
    );
    expect(early.errors?.[0]?.field).toBe("status");
    expect((await getContract(t, admin, contract.id)).status).toBe("Due Signing");

    await completeContract(t, admin, contract.id, asset.id);
    const complete = await getContract(t, admin, contract.id);
    expect(complete).toMatchObject({ completeness: "COMPLETE", missing: [] });
    expect(
      expectOk(await status(contract.id, { status: "Active", version: complete.version })),
    ).toMatchObject({ status: "Active" });

    const voided = ContractDetailSchema.parse(
      expectOk(
        await status(contract.id, {
          status: "Voided",
          reason: "Talent withdrew",
          version: complete.version + 1,
        }),
      ),
    );
    expect(voided.nextStatuses).toEqual([]);
    // Sent raw, whatever a client offers: the domain's refusal comes back naming status.
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/Contract/Status/${contract.id}`,
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: JSON.stringify({ status: "Active", version: voided.version }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { errorType: string; message: string; errors: { field: string }[] };
    expect(body.errorType).toBe("InvalidData");
    expect(body.errors[0]?.field).toBe("status");
    expect(body.message).toMatch(/Voided/);
    expect((await getContract(t, admin, contract.id)).status).toBe("Voided");
    const edit = await call(t, admin, "PUT", `/Contract/${contract.id}`, {
      ...contractBody(talent.id),
      version: voided.version,
    });
    expect(expectError(edit, 409, "DependencyError").message).toBe(
      "A Voided contract cannot change; copy it instead.",
    );
    const copy = ContractDetailSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/Copy/${contract.id}`, {})),
    );
    expect(copy).toMatchObject({
      status: "Draft",
      title: `Copy of ${contract.title}`,
      contractNumber: "CT00002",
    });
    expectError(await call(t, admin, "DELETE", `/Contract/${contract.id}`), 400, "InvalidData");
    expectOk(await call(t, admin, "DELETE", `/Contract/${copy.id}`));
  });

  it("proposes union fees from the rate card in force on the contract date", async () => {
    const propose = async (contractDate: string) =>
      ProposeFeesAnswerSchema.parse(
        expectOk(
          await call(t, admin, "POST", "/Contract/Rules/ProposeFees", {
            family: "UNION",
            union: "SAG AFTRA",
            performerCategory: "PRINCIPAL",
            performanceType: "ON_CAMERA",
            agreement: "PRINCIPAL COMMERCIAL",
            contractDate,
          }),
        ),
      );
    expect((await propose("2025-03-31")).session).toMatchObject({ status: "proposed", amountCents: 78310 });
    expect((await propose("2025-04-01")).session).toMatchObject({ status: "proposed", amountCents: 82230 });
    expect((await propose("2019-01-15")).session.status).toBe("missing");
  });

  it("creates contracts in bulk once per key, and writes nothing when a row is invalid", async () => {
    const people = [];
    for (let i = 1; i <= 5; i++) people.push(await createPerson(t, admin, `Cast${i}`, "Member"));
    const asset = await createAsset(t, admin, "BULK1234000H", "Bulk spot");
    const shared = bulkSharedTerms({ title: "Bulk principal", assetIds: [asset.id] });
    const rows = people.map((person, index) => ({
      key: `row-${index + 1}`,
      talent: index % 2 === 0 ? person.id : formatRecordId("PE", person.id),
    }));
    const send = async (body: unknown) =>
      BulkContractResultSchema.parse(expectOk(await call(t, admin, "POST", "/Contract/Bulk", body)));
    const count = async () =>
      ContractListResultSchema.parse(expectOk(await call(t, admin, "POST", "/Contract/GetBy", {})))
        .totalRecords;

    const dry = await send({ shared, rows, dryRun: true });
    expect(dry).toMatchObject({ committed: false, created: 5 });
    expect(await count()).toBe(0);

    const first = await send({ shared, rows });
    expect(first).toMatchObject({ committed: true, created: 5, existing: 0, invalid: 0 });
    expect(await count()).toBe(5);
    const rerun = await send({ shared, rows });
    expect(rerun).toMatchObject({ committed: true, created: 0, existing: 5 });
    expect(rerun.rows.map((row) => row.contractId)).toEqual(first.rows.map((row) => row.contractId));
    expect(await count()).toBe(5);
    const linked = expectOk(
      await call(t, admin, "POST", `/Contract/LinkedAsset/GetAll/${first.rows[0]?.contractId}`, {}),
    );
    expect(linked).toMatchObject({ totalRecords: 1, records: [{ assetId: asset.id }] });

    const more = [
      { key: "new-1", talent: people[0]?.id },
      { key: "new-2", talent: "PE9999" },
      { key: "new-3", talent: people[1]?.id, sessionFeeCents: -5 },
    ];
    const refused = await send({ shared, rows: more });
    expect(refused).toMatchObject({ committed: false, invalid: 2 });
    expect(refused.rows[1]?.errors[0]?.field).toBe("rows.1.talent");
    expect(refused.rows[2]?.errors[0]?.field).toBe("rows.2.sessionFeeCents");
    expect(await count()).toBe(5);
    const twice = await send({
      shared,
      rows: [
        { key: "k", talent: people[0]?.id },
        { key: "k", talent: people[1]?.id },
      ],
    });
    expect(twice).toMatchObject({ committed: false });
    expect(twice.rows[1]?.errors[0]?.field).toBe("rows.1.key");
  });

  it("counts rights acquired in the asset's use rights and earliest expiry", async () => {
    const talent = await createPerson(t, admin, "Cy", "Ray");
    const asset = await createAsset(t, admin, "RGHT1234000H", "Rights spot");
    const contract = await createContract(t, admin, talent.id);
    const notLinked = await call(t, admin, "POST", `/Contract/UseRight/Save/${contract.id}`, {
      assetId: asset.id,
      useRight: {
        useRightType: "Cable",
        startCycleDate: "2025-06-01",
        cycleExpireDate: "2025-08-30",
        cycleLength: "13 weeks",
        note: "x",
      },
    });
    expect(expectError(notLinked, 400, "InvalidData").errors?.[0]?.field).toBe("assetId");
    await completeContract(t, admin, contract.id, asset.id);
    const rights = expectOk(await call(t, admin, "POST", `/Asset/UseRight/GetAll/${asset.id}`, {})) as {
      records: { castItemId: number | null; holderName: string | null }[];
    };
    expect(rights.records).toMatchObject([{ holderName: "Cy Ray" }]);
    expect((await getAsset(t, admin, asset.id)).earliestExpireDate).toBe("2025-06-30");
    const unlink = await call(t, admin, "DELETE", `/Contract/LinkedAsset/${contract.id}/${asset.id}`);
    expectError(unlink, 409, "DependencyError");
  });

  it("numbers guarantees and their payments, keeps payments sent back, and refuses to delete a paid one", async () => {
    const talent = await createPerson(t, admin, "Gus", "Tee");
    const contract = await createContract(t, admin, talent.id);
    const body = guaranteeBody("Guaranteed use fee");
    const added = GuaranteeRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/Guarantee/Save/${contract.id}`, body)),
    );
    expect(added).toMatchObject({ guaranteeNumber: formatRecordId("GTY", added.id), endDate: "2025-06-30" });
    expect(added.payments.map((p) => p.recordNumber)).toEqual(
      added.payments.map((p) => formatRecordId("GR00", p.id)),
    );
    const [kept, dropped] = added.payments;
    const short = await call(t, admin, "POST", `/Contract/Guarantee/Save/${contract.id}`, {
      ...body,
      payments: [
        { dueDate: "2025-04-15", amountCents: 100000 },
        { dueDate: "2025-05-15", amountCents: 50000 },
      ],
    });
    expect(expectError(short, 400, "InvalidData").errors?.[0]?.field).toBe("payments");
    const updated = GuaranteeRecordSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Contract/Guarantee/${added.id}`, {
          ...body,
          version: added.version,
          payments: [
            { id: kept?.id, dueDate: "2025-04-15", amountCents: 100000, paidOn: "2025-04-15" },
            { dueDate: "2025-06-01", amountCents: 100000 },
          ],
        }),
      ),
    );
    expect(updated.payments[0]).toMatchObject({
      id: kept?.id,
      recordNumber: kept?.recordNumber,
      paidOn: "2025-04-15",
    });
    expect(updated.payments.map((p) => p.id)).not.toContain(dropped?.id);
    expect(updated.paidCents).toBe(100000);
    expectError(await call(t, admin, "DELETE", `/Contract/Guarantee/${added.id}`), 409, "DependencyError");

    const copy = ContractDetailSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/Copy/${contract.id}`, { title: "Second session" })),
    );
    expect(copy).toMatchObject({ title: "Second session", status: "Draft" });
    const copied = GuaranteeListSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/Guarantee/GetAll/${copy.id}`, {})),
    );
    expect(copied.records[0]?.guaranteeNumber).not.toBe(added.guaranteeNumber);
    expect(copied.records[0]?.payments.every((p) => p.paidOn === null)).toBe(true);
  });

  it("refuses create to a user without write on Contracts", async () => {
    await createTestUser(t.database.db, {
      userName: "contracts.viewer",
      modules: rightsExcept({ Contracts: READ_ONLY }),
    });
    const token = (await t.signIn("contracts.viewer", TEST_USER_PASSWORD)).token;
    const talent = await createPerson(t, admin, "Di", "Vo");
    expectError(await call(t, token, "POST", "/Contract", contractBody(talent.id)), 403, "Unauthorized");
    expectOk(await call(t, token, "POST", "/Contract/GetBy", {}));
  });
});
