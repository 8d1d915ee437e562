import type { DocumentItem, DocumentSaveRequest, UploadedFile } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { attachDocument, type AttachSteps } from "./attach-document";

const uploaded: UploadedFile = {
  blobId: "7a3c1e0e-3c1f-4a55-9f1e-0c7d3a2b1a00",
  fileName: "contract.pdf",
  contentType: "application/pdf",
  sizeBytes: 3,
  sha256: "a".repeat(64),
};

function steps(duplicate: { documentId: number | null; name?: string }) {
  const calls: string[] = [];
  const saved: DocumentSaveRequest[] = [];
  const fake: AttachSteps = {
    upload: async (file) => {
      calls.push(`upload ${file.name}`);
      return uploaded;
    },
    findDuplicate: async (sha256) => {
      calls.push(`duplicate ${sha256.slice(0, 4)}`);
      return duplicate;
    },
    save: async (body) => {
      calls.push("save");
      saved.push(body);
      return { id: 9, name: body.name } as DocumentItem;
    },
  };
  return { fake, calls, saved };
}

const file = new File(["abc"], "contract.pdf", { type: "application/pdf" });

describe("attachDocument", () => {
  it("uploads, asks about duplicates with the server's hash, then saves", async () => {
    const { fake, calls, saved } = steps({ documentId: null });
    const outcome = await attachDocument({ file, name: "Contract", category: "CONTRACTS" }, fake);
    expect(outcome.kind).toBe("saved");
    expect(calls).toEqual(["upload contract.pdf", "duplicate aaaa", "save"]);
    expect(saved).toEqual([
      { blobId: uploaded.blobId, name: "Contract", category: "CONTRACTS", allowDuplicate: false },
    ]);
  });

  it("stops before saving when the record already holds the content", async () => {
    const { fake, calls } = steps({ documentId: 4, name: "Signed contract" });
    const outcome = await attachDocument({ file, name: "Contract", category: "CONTRACTS" }, fake);
    expect(outcome).toEqual({ kind: "duplicate", existingName: "Signed contract", uploaded });
    expect(calls).not.toContain("save");
  });

  it("attaches anyway with the earlier upload, not sending the file twice", async () => {
    const { fake, calls, saved } = steps({ documentId: 4, name: "Signed contract" });
    const outcome = await attachDocument(
      { file, name: "Copy", category: "OTHER", uploaded, allowDuplicate: true },
      fake,
    );
    expect(outcome.kind).toBe("saved");
    expect(calls).toEqual(["save"]);
    expect(saved[0]).toMatchObject({ blobId: uploaded.blobId, allowDuplicate: true });
  });
});
