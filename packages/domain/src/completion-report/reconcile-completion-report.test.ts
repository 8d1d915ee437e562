import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IsoDate } from "../dates/iso-date.js";
import {
  blockingGaps,
  reconcileCompletionReport,
  type ReconcileCastMember,
  type ReconcileInput,
} from "./reconcile-completion-report.js";

const session = "2026-03-10" as IsoDate;

const ana: ReconcileCastMember = {
  personId: 1,
  name: "Ana Reyes",
  unionCode: "SA",
  performerCategory: "P",
  scaleCents: 82_230,
  editedOut: false,
  dateOfBirth: "1990-04-02",
};

const base: ReconcileInput = {
  productionDate: session,
  media: [{ type: "TV" }],
  cast: [ana],
  contracts: [{ id: 10, contractNumber: "TC-10", personId: 1, performerName: "Ana Reyes" }],
  elements: [{ id: 5, title: "Summer Bed", isMusic: true, licences: [{ media: [{ type: "ALL MEDIA" }] }] }],
};

const kinds = (input: ReconcileInput) => reconcileCompletionReport(input).map((gap) => gap.kind);

describe("reconcileCompletionReport", () => {
  it("finds nothing when cast, contracts and music agree", () => {
    expect(reconcileCompletionReport(base)).toEqual([]);
  });

  it("names a cast member without a contract for the spot, on the cast list", () => {
    const gaps = reconcileCompletionReport({ ...base, contracts: [] });
    expect(gaps).toEqual([
      {
        kind: "castWithoutContract",
        blocking: true,
        tab: "castList",
        personId: 1,
        message: "Ana Reyes appears in the spot but has no talent contract for it.",
      },
    ]);
  });

  it("accounts for an edited-out performer without asking for a contract", () => {
    expect(kinds({ ...base, contracts: [], cast: [{ ...ana, editedOut: true }] })).toEqual([]);
  });

  it("names a contract whose performer the report leaves out, and offers marking them edited out", () => {
    const [gap] = reconcileCompletionReport({
      ...base,
      contracts: [
        ...base.contracts,
        { id: 11, contractNumber: "TC-11", personId: 2, performerName: "Bo Li" },
      ],
    });
    expect(gap).toMatchObject({ kind: "contractWithoutCast", contractId: 11, personId: 2, tab: "castList" });
    expect(gap?.message).toContain("mark them edited out");
  });

  it("asks union cast for category and scale, and not non-union cast", () => {
    const bare = { ...ana, performerCategory: null, scaleCents: null };
    expect(reconcileCompletionReport({ ...base, cast: [bare] })[0]?.message).toBe(
      "Ana Reyes is union cast without a category or scale.",
    );
    expect(kinds({ ...base, cast: [{ ...bare, unionCode: "NU" }] })).toEqual([]);
  });

  it("names music without a licence for every medium the spot airs in", () => {
    const radioOnly = {
      id: 5,
      title: "Summer Bed",
      isMusic: true,
      licences: [{ media: [{ type: "AUDIO/RADIO" }] }],
    };
    const gaps = reconcileCompletionReport({ ...base, elements: [radioOnly] });
    expect(gaps).toMatchObject([{ kind: "musicNotLicensed", elementId: 5, tab: "elements" }]);
    expect(gaps[0]?.message).toContain("TV");
    const unlicensed = { ...radioOnly, licences: [] };
    expect(reconcileCompletionReport({ ...base, elements: [unlicensed] })[0]?.message).toBe(
      'Music "Summer Bed" has no licence.',
    );
    expect(kinds({ ...base, elements: [{ ...unlicensed, isMusic: false }] })).toEqual([]);
  });

  it("asks a minor for a work permit valid on the session date", () => {
    const minor = { ...ana, dateOfBirth: "2015-06-01" };
    expect(kinds({ ...base, cast: [minor] })).toEqual(["minorWithoutWorkPermit"]);
    const expired = { permitNumber: "WP-1", issuedOn: "2025-01-01", expiresOn: "2026-03-09" };
    expect(kinds({ ...base, cast: [{ ...minor, workPermits: [expired] }] })).toEqual([
      "minorWithoutWorkPermit",
    ]);
    const valid = { ...expired, expiresOn: "2026-03-10" };
    expect(kinds({ ...base, cast: [{ ...minor, workPermits: [valid] }] })).toEqual([]);
  });

  it("needs the production date first, on the profile", () => {
    expect(reconcileCompletionReport({ ...base, productionDate: null })).toMatchObject([
      { kind: "productionDateMissing", tab: "completion-report-profile", blocking: true },
    ]);
  });
});

const castArbitrary = fc.uniqueArray(
  fc.record({
    personId: fc.integer({ min: 1, max: 30 }),
    name: fc.constantFrom("Ana", "Bo", "Cy"),
    unionCode: fc.constantFrom("SA" as const, "AF" as const, "NU" as const),
    performerCategory: fc.option(fc.constantFrom("P", "VO"), { nil: null }),
    scaleCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    editedOut: fc.boolean(),
  }),
  { selector: (member) => member.personId, maxLength: 6 },
);
const contractsArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    contractNumber: fc.constant("TC"),
    personId: fc.integer({ min: 1, max: 30 }),
    performerName: fc.constant("Someone"),
  }),
  { selector: (contract) => contract.id, maxLength: 6 },
);
const inputArbitrary = fc.record({
  productionDate: fc.constant(session),
  media: fc.constant([{ type: "TV" }]),
  cast: castArbitrary,
  contracts: contractsArbitrary,
  elements: fc.constant([]),
});

describe("reconcileCompletionReport, for any report", () => {
  it("a contract added for a listed performer never adds a gap", () => {
    fc.assert(
      fc.property(inputArbitrary, fc.nat(5), (input, pick) => {
        const member = input.cast[pick % Math.max(1, input.cast.length)];
        if (!member) return;
        const more = [
          ...input.contracts,
          { id: 5000, contractNumber: "TC", personId: member.personId, performerName: "x" },
        ];
        expect(reconcileCompletionReport({ ...input, contracts: more }).length).toBeLessThanOrEqual(
          reconcileCompletionReport(input).length,
        );
      }),
    );
  });

  it("every listed performer and every contract is accounted for once the gaps are gone", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        if (blockingGaps(reconcileCompletionReport(input)).length > 0) return;
        const listed = new Set(input.cast.map((member) => member.personId));
        const contracted = new Set(input.contracts.map((contract) => contract.personId));
        for (const contract of input.contracts) expect(listed.has(contract.personId)).toBe(true);
        for (const member of input.cast)
          if (!member.editedOut) expect(contracted.has(member.personId)).toBe(true);
      }),
    );
  });

  it("marking a left-out performer edited out clears their contract's gap", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const leftOut = reconcileCompletionReport(input).filter((gap) => gap.kind === "contractWithoutCast");
        const added = leftOut.map((gap) => ({
          personId: gap.personId ?? 0,
          name: "x",
          unionCode: "NU" as const,
          editedOut: true,
        }));
        const unique = added.filter(
          (member, index) => added.findIndex((m) => m.personId === member.personId) === index,
        );
        const after = reconcileCompletionReport({ ...input, cast: [...input.cast, ...unique] });
        expect(after.filter((gap) => gap.kind === "contractWithoutCast")).toEqual([]);
      }),
    );
  });
});
