import { describe, expect, it } from "vitest";
import {
  DocumentCategorySchema,
  ImageOrientationSchema,
  JobStateSchema,
  fileIconFor,
  imageOrientations,
} from "./document-catalogues.js";

describe("document catalogues", () => {
  it("holds the spec's categories and job states", () => {
    expect(DocumentCategorySchema.options).toEqual(["CONTRACTS", "MATERIALS", "REQUESTS", "OTHER"]);
    expect(JobStateSchema.options).toEqual(["Completed", "Queued", "In progress", "Failed"]);
  });

  it("picks the icon from the extension, whatever its case, else the default", () => {
    expect(fileIconFor("contract.PDF")).toBe("pdf");
    expect(fileIconFor("budget.final.xlsx")).toBe("xlsx");
    expect(fileIconFor("photo.jpeg")).toBe("default");
    expect(fileIconFor("README")).toBe("default");
  });

  it("accepts orientation codes 1 to 8 only", () => {
    expect(imageOrientations.map((o) => o.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ImageOrientationSchema.safeParse(6).success).toBe(true);
    for (const bad of [0, 9, 2.5, "1"]) {
      expect(ImageOrientationSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        "Image orientation must be a whole number from 1 to 8.",
      );
    }
  });
});
