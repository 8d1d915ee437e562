import { describe, expect, it } from "vitest";
import type { ContractDetail } from "./contract-schemas.js";
import {
  contractFeeLines,
  contractPlaceholderValues,
  fillPlaceholders,
  placeholdersIn,
  renderContractDocument,
} from "./render-contract-document.js";
import { richDocOf, richText, type RichNode } from "./template-schemas.js";

const contract = {
  id: 7,
  contractNumber: "CT00007",
  title: "Harvest Crunch – Principal",
  subtitle: "Television commercial",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  templateId: 1,
  templateName: "Principal commercial (standard)",
  talentId: 3,
  talentName: "Maya Ortiz",
  payeeKind: "Loan-Out-Corp",
  loanOutCompanyId: 9,
  payeeAgencyId: null,
  vendorCompanyId: null,
  advertiserId: null,
  labels: { loanOutCompanyId: "Ortiz Productions LLC" },
  payeeName: "Ortiz Productions LLC",
  union: "SAG AFTRA",
  performerCategory: "PRINCIPAL",
  performanceType: "ON_CAMERA",
  role: "Shopper",
  contractDate: "2025-04-01",
  startDate: "2025-04-01",
  expirationDate: "2026-03-31",
  renewalDate: null,
  termCount: 13,
  termUnit: "WEEKS",
  sessionFeeCents: 82230,
  holdingFeeCents: 82230,
  estimatedFees: [],
  fittingFeeCents: null,
  agentFeePercent: 10,
  phPercent: 21,
  paymentMode: "FULL",
  paymentTiming: null,
  existing: false,
  signedOn: null,
  description: null,
  status: "Draft",
  payrollStatus: "CREATED",
  completeness: "INCOMPLETE",
  missing: [],
  nextStatuses: [],
  nextPayrollStatuses: [],
  importKey: null,
  linkedAssetCount: 1,
  createdAt: "2025-04-01T10:00:00Z",
  createdBy: null,
  updatedAt: "2025-04-01T10:00:00Z",
  updatedBy: null,
  version: 1,
} satisfies ContractDetail;

const values = contractPlaceholderValues({
  contract,
  firstWorkDay: { timeIn: "07:00", timeOut: "17:30", lunchIn: "12:00" },
  useRights: [],
  linkedAssets: [
    {
      assetId: 2,
      adId: "HCRN0030000H",
      title: "Harvest Crunch :30",
      status: "ACTIVE",
      earliestExpireDate: null,
      castItemId: 5,
      linkedAt: "2025-04-01T10:00:00Z",
    },
  ],
});

describe("contractPlaceholderValues", () => {
  it("fills the spec's placeholders and the party fields from the contract", () => {
    expect(values).toMatchObject({
      contractTitle: "Harvest Crunch – Principal",
      contractSubtitle: "Television commercial",
      term: "13 weeks",
      agentFee: "10%",
      category: "PRINCIPAL (P)",
      timeIn: "07:00",
      timeOut: "17:30",
      lunchIn: "12:00",
      talentName: "Maya Ortiz",
      payeeName: "Ortiz Productions LLC",
      sessionFee: "$822.30",
      contractDate: "04/01/2025",
      linkedAssets: "HCRN0030000H “Harvest Crunch :30”",
    });
    expect(values).not.toHaveProperty("fittingFee");
    expect(values).not.toHaveProperty("lunchOut");
  });
});

describe("renderContractDocument", () => {
  it("fills placeholders, marks the ones without value, keeps unknown tokens and orders the parts", () => {
    const rendered = renderContractDocument(
      [
        { partType: "Footer", content: richDocOf("Signed: {{talentName}}") },
        {
          partType: "Body",
          content: richDocOf("{{contractTitle}} pays {{sessionFee}}; fitting {{fittingFee}}."),
        },
        { partType: "Header", content: richDocOf("Agreement {{contractNumber}} {{typo}}") },
      ],
      values,
      { title: contract.title, subtitle: contract.subtitle },
    );
    expect(rendered.parts.map((part) => part.partType)).toEqual(["Header", "Body", "Footer"]);
    const text = rendered.parts.map((part) => richText(part.content)).join("");
    expect(text).toContain("Agreement CT00007 {{typo}}");
    expect(text).toContain("Harvest Crunch – Principal pays $822.30; fitting [Fitting fee: not entered].");
    expect(text).toContain("Signed: Maya Ortiz");
    expect(rendered.missing).toEqual(["Fitting fee"]);
    expect(rendered.unknown).toEqual(["typo"]);
  });

  it("shows every placeholder as its label in the template view", () => {
    const filled = fillPlaceholders(richDocOf("Time in {{ timeIn }}, out {{timeOut}}"), null);
    expect(richText(filled)).toBe("Time in [Time in], out [Time out]\n");
    expect(placeholdersIn(richDocOf("{{a}} {{timeIn}} {{a}}"))).toEqual(["a", "timeIn"]);
  });
});

describe("the contract's fee lines and heading", () => {
  it("lists every fee the contract states, P&H with its amount, and marks an estimated fee", () => {
    const lines = contractFeeLines({ ...contract, estimatedFees: ["sessionFeeCents"] });
    expect(lines.map((line) => line.label)).toEqual([
      "Session fee",
      "Holding fee, per cycle",
      "Pension & health (P&H)",
      "Agent fee",
    ]);
    expect(lines[0]?.amount).toBe("$822.30 (estimate)");
    expect(lines[2]?.amount).toBe("21% of gross: $172.68 on the session fee");
  });

  it("fills the role from the cast entry when the contract names none", () => {
    const filled = contractPlaceholderValues({
      contract: { ...contract, role: null },
      useRights: [],
      linkedAssets: [],
      castRole: "Lead parent",
    });
    expect(filled.role).toBe("Lead parent");
  });

  it("prints the title once when the template's heading shows it", () => {
    const parts = [{ partType: "Header" as const, content: richDocOf("{{contractTitle}}") }];
    const heading: RichNode = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "{{contractTitle}}" }] },
      ],
    };
    expect(renderContractDocument(parts, values, { title: contract.title, subtitle: null }).showTitle).toBe(
      true,
    );
    const drawn = renderContractDocument([{ partType: "Header", content: heading }], values, {
      title: contract.title,
      subtitle: null,
    });
    expect(drawn.showTitle).toBe(false);
  });
});
