import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { canAccessModule } from "../access/permissions.js";
import { contract } from "../api/api-contract.js";
import { isFileEndpoint, isMultipartEndpoint } from "../api/endpoint.js";
import { recordOwnerKinds } from "../records/record-ref.js";
import { documentModules, documentOwnerModule } from "./document-owners.js";
import { formatByteSize } from "./file-size.js";
import {
  DocumentSaveRequestSchema,
  DuplicateDocumentRequestSchema,
  DuplicateDocumentsRequestSchema,
} from "./schemas.js";

describe("document owners", () => {
  it("maps every kind of record with a documents tab to the module covering it", () => {
    expect(recordOwnerKinds.map(documentOwnerModule)).toEqual([
      "Company",
      "People",
      "Asset",
      "Element",
      "Completion Report",
      "Contracts",
    ]);
    expect(documentModules).toHaveLength(6);
  });

  it("works with the module checks, which match names case-insensitively", () => {
    const permission = {
      userName: "someone",
      selectedUserProfile: {
        elevatedRole: null,
        grantedRole: {
          moduleAccesses: [
            {
              name: "completion report",
              accessPermission: { canRead: true, canWrite: false, canDelete: false },
              itemAccesses: [],
            },
          ],
        },
      },
    };
    expect(canAccessModule(permission, documentOwnerModule("completion-report"), "read")).toBe(true);
    expect(canAccessModule(permission, documentOwnerModule("company"), "read")).toBe(false);
  });
});

describe("formatByteSize", () => {
  it("says whole binary units in words and anything else exactly", () => {
    expect(formatByteSize(1073741824)).toBe("1 GiB");
    expect(formatByteSize(512 * 1024)).toBe("512 KiB");
    expect(formatByteSize(3 * 1024 * 1024)).toBe("3 MiB");
    expect(formatByteSize(1000)).toBe("1,000 bytes");
    expect(formatByteSize(1536)).toBe("1,536 bytes");
    expect(formatByteSize(1)).toBe("1 byte");
  });
});

describe("document request schemas", () => {
  const hash = "AB".repeat(32);

  it("takes a content hash in either case and keeps it lower-case", () => {
    const parsed = DuplicateDocumentRequestSchema.parse({ entityType: "company", entityId: 3, sha256: hash });
    expect(parsed.sha256).toBe("ab".repeat(32));
  });

  it("names what is wrong with a duplicate check", () => {
    const result = DuplicateDocumentsRequestSchema.safeParse({
      entityType: "planet",
      entityId: 0,
      sha256s: ["abc"],
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(["entityType", "entityId", "sha256s.0"]);
  });

  it("needs an uploaded file, a name and a category to save a document", () => {
    const result = DocumentSaveRequestSchema.safeParse({ blobId: "nope", name: "  ", category: "MUSIC" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["blobId", "Upload the file first, then save the document."],
      ["name", "Enter the document name."],
      ["category", "Choose the document category."],
    ]);
  });
});

describe("the documents contract", () => {
  it("uploads as multipart and downloads as a file", () => {
    expect(isMultipartEndpoint(contract.uploadFile)).toBe(true);
    expect(isMultipartEndpoint(contract.uploadFiles)).toBe(true);
    expect(isFileEndpoint(contract.downloadCompanyDocument)).toBe(true);
    expect(isFileEndpoint(contract.listCompanyDocuments)).toBe(false);
    expect(contract.downloadCompanyDocument).toMatchObject({
      method: "GET",
      path: "/Company/Document/Download/{documentId}",
      access: { kind: "module", module: "Company", right: "read" },
    });
  });

  it("gives the company routes the rights their verbs need", () => {
    expect(contract.saveCompanyDocument.access).toEqual({
      kind: "module",
      module: "Company",
      right: "write",
    });
    expect(contract.deleteCompanyDocument.access).toEqual({
      kind: "module",
      module: "Company",
      right: "delete",
    });
    expect(contract.listCompanyDocuments.path).toBe("/Company/Document/GetAll/{companyId}");
    expect(contract.saveCompanyDocument.path).toBe("/Company/Document/Save/{companyId}");
  });

  it("keeps the kinds and the owner's path parameter in the endpoint types", () => {
    expectTypeOf(contract.uploadFile.bodyKind).toEqualTypeOf<"multipart" | undefined>();
    expectTypeOf(contract.downloadCompanyDocument.responseKind).toEqualTypeOf<"file" | undefined>();
    expectTypeOf(contract.listCompanyDocuments.bodyKind).toEqualTypeOf<"json" | undefined>();
    type ListParams = z.output<NonNullable<typeof contract.listCompanyDocuments.params>>;
    expectTypeOf<ListParams>().toEqualTypeOf<{ companyId: number }>();
  });
});
