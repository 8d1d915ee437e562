import { describe, expect, it } from "vitest";
import {
  assetCastFieldsOf,
  diffCompletionReportSnapshots,
  isEmptyChange,
  type CompletionReportSnapshot,
  type SnapshotCastMember,
} from "./completion-report-changes.js";

const jo: SnapshotCastMember = {
  personId: 1,
  name: "Jo Star",
  unionCode: "SA",
  performerCategory: "P",
  performanceType: "ON_CAMERA",
  role: "Mom",
  scaleCents: 78_275,
  editedOut: false,
  contractId: 5,
};
const report: CompletionReportSnapshot = {
  name: "Harvest Crunch :30",
  productionDate: "2025-05-20",
  assetId: 3,
  editVersionId: null,
  cast: [jo],
  crew: [{ personId: 9, name: "Ann Grip", position: "Grip" }],
  elementIds: [4],
};

describe("what a revision changed", () => {
  it("is nothing when the report is submitted again as it was", () => {
    expect(isEmptyChange(diffCompletionReportSnapshots(report, report))).toBe(true);
  });

  it("names profile fields, cast added, removed and changed, crew and elements", () => {
    const al = { ...jo, personId: 2, name: "Al Lee" };
    const changes = diffCompletionReportSnapshots(report, {
      ...report,
      productionDate: "2025-05-21",
      cast: [{ ...jo, editedOut: true, scaleCents: 80_000 }, al],
      crew: [],
      elementIds: [6],
    });
    expect(changes.fields).toEqual([{ field: "productionDate", from: "2025-05-20", to: "2025-05-21" }]);
    expect(changes.castAdded).toEqual([{ personId: 2, name: "Al Lee" }]);
    expect(changes.castChanged).toEqual([
      {
        personId: 1,
        name: "Jo Star",
        fields: [
          { field: "scaleCents", from: 78_275, to: 80_000 },
          { field: "editedOut", from: false, to: true },
        ],
      },
    ]);
    expect(changes.crewRemoved).toEqual([{ personId: 9, name: "Ann Grip" }]);
    expect(changes).toMatchObject({ elementsAdded: [6], elementsRemoved: [4], castRemoved: [] });
  });
});

describe("a report's performer on the asset's cast list", () => {
  it("takes the union and the category by name", () => {
    expect(assetCastFieldsOf(jo)).toEqual({
      fields: {
        union: "SAG AFTRA",
        performerCategory: "PRINCIPAL",
        performanceType: "ON_CAMERA",
        role: "Mom",
        editedOut: false,
      },
    });
  });

  it("takes the camera a category allows when it allows one only", () => {
    const voice = assetCastFieldsOf({ ...jo, performerCategory: "VO", performanceType: null });
    expect("fields" in voice && voice.fields.performanceType).toBe("OFF_CAMERA");
  });

  it("names what the asset needs and the report lacks", () => {
    expect(
      assetCastFieldsOf({ ...jo, unionCode: "NU", performerCategory: null, performanceType: null }),
    ).toEqual({
      missing: ["performerCategory", "performanceType"],
    });
  });
});
