import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { DocumentSchema } from "./document.js";
import { RecordRefSchema, recordOwnerKinds } from "../records/record-ref.js";

const errorsOf = (input: unknown) => fieldErrorsOf(DocumentSchema, input);

const contractPdf = {
  owner: { entityType: "contract", entityId: 8 },
  name: "Signed contract",
  category: "CONTRACTS",
  fileName: "contract.pdf",
  sizeBytes: 120000,
};

describe("DocumentSchema", () => {
  it("accepts a document of up to 1 GiB", () => {
    expect(DocumentSchema.parse(contractPdf)).toEqual(contractPdf);
    expect(DocumentSchema.safeParse({ ...contractPdf, sizeBytes: 1073741824, orientation: 6 }).success).toBe(
      true,
    );
  });

  it("refuses a file over 1 GiB, saying so", () => {
    expect(errorsOf({ ...contractPdf, sizeBytes: 1073741825 })).toEqual([
      { field: "sizeBytes", message: "The file is larger than 1 GiB; upload a smaller file." },
    ]);
    expect(errorsOf({ ...contractPdf, sizeBytes: -1 })).toEqual([
      { field: "sizeBytes", message: "The file size must be a whole number of bytes." },
    ]);
  });

  it("needs an owner record, a name, a category and a file name", () => {
    expect(errorsOf({ name: "", category: "PHOTOS", fileName: "", sizeBytes: 1 })).toEqual([
      { field: "owner", message: "Say which record this belongs to." },
      { field: "name", message: "Enter the document name." },
      { field: "category", message: "Choose the document category." },
      { field: "fileName", message: "Enter the file name." },
    ]);
  });

  it("knows which records own documents", () => {
    expect(recordOwnerKinds).toEqual([
      "company",
      "people",
      "asset",
      "element",
      "completion-report",
      "contract",
    ]);
    expect(RecordRefSchema.safeParse({ entityType: "user", entityId: 1 }).error?.issues[0]?.message).toBe(
      "Choose what the record belongs to.",
    );
  });
});
