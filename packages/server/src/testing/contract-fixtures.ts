import { ContractDetailSchema, ContractUseRightRecordSchema } from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import { recordCalls } from "./record-calls.js";
import type { TestApp } from "./test-app.js";

/** A union principal contract's create body for a talent; `extra` overrides any field. */
export function contractBody(talentId: number, extra: Record<string, unknown> = {}) {
  return {
    title: "Spring spot principal",
    family: "UNION",
    agreement: "PRINCIPAL COMMERCIAL",
    talentId,
    payeeKind: "Talent-Directly",
    union: "SAG AFTRA",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
    contractDate: "2025-04-01",
    expirationDate: "2026-03-31",
    sessionFeeCents: 82230,
    ...extra,
  };
}

/**
 * The terms every row of a bulk contract file shares: the union principal contract above, less its
 * talent; `extra` adds or overrides fields (the spots' `assetIds`, a title).
 */
export function bulkSharedTerms(extra: Record<string, unknown> = {}) {
  const { talentId: _talent, ...terms } = contractBody(0, extra);
  return terms;
}

/** A guarantee of 2,000.00 over 13 weeks, paid in two instalments: a contract guarantee's save body. */
export function guaranteeBody(description: string) {
  return {
    description,
    startDate: "2025-04-01",
    termCount: 13,
    termUnit: "WEEKS",
    amountCents: 200000,
    paymentMode: "INSTALLMENT",
    payments: [
      { dueDate: "2025-04-15", amountCents: 100000 },
      { dueDate: "2025-05-15", amountCents: 100000 },
    ],
  };
}

const contractCalls = recordCalls("/Contract", ContractDetailSchema, contractBody);
/** Creates a talent contract: (t, token, talentId, extra). */
export const createContract = contractCalls.create;
export const getContract = contractCalls.get;

/**
 * Fills what a talent contract needs to be complete: the asset linked with a right acquired on
 * it, a work day and a tax form.
 */
export async function completeContract(
  t: TestApp,
  token: string,
  id: number,
  assetId: number,
): Promise<void> {
  expectOk(await call(t, token, "POST", `/Contract/LinkedAsset/Save/${id}`, { assetId }));
  ContractUseRightRecordSchema.parse(
    expectOk(
      await call(t, token, "POST", `/Contract/UseRight/Save/${id}`, {
        assetId,
        useRight: {
          useRightType: "Cable",
          mediaType: "TV",
          // The talent's first fixed cycle: linking the asset casts them with the contract date as session.
          startCycleDate: "2025-04-01",
          cycleExpireDate: "2025-06-30",
          cycleLength: "13 weeks",
          note: "Talent's first cable cycle",
        },
      }),
    ),
  );
  expectOk(
    await call(t, token, "POST", `/Contract/WorkDay/Save/${id}`, {
      data: {
        workDate: "2025-04-02",
        timeIn: "08:00",
        lunchIn: "12:00",
        lunchOut: "12:30",
        timeOut: "17:00",
      },
    }),
  );
  expectOk(
    await call(t, token, "POST", `/Contract/TaxForm/Save/${id}`, { data: { form: "W9", state: "RECEIVED" } }),
  );
}
