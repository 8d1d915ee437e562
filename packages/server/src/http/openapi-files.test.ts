import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi.js";

type Operation = {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};

const paths = buildOpenApiDocument("test")["paths"] as Record<string, Record<string, Operation>>;

describe("the OpenAPI document for files", () => {
  it("describes uploads as a multipart form of files", () => {
    const upload = paths["/Blob/Nabu/UploadFiles"]?.["post"];
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(["multipart/form-data"]);
    expect(upload?.requestBody?.content["multipart/form-data"]?.schema).toMatchObject({
      type: "object",
      properties: { files: { type: "array", items: { type: "string", format: "binary" } } },
      required: ["files"],
    });
    expect(Object.keys(upload?.responses["400"] ?? {})).toContain("description");
  });

  it("describes downloads as a binary attachment with its name in Content-Disposition", () => {
    const download = paths["/Company/Document/Download/{documentId}"]?.["get"];
    expect(download?.responses["200"]?.content).toEqual({
      "application/octet-stream": { schema: { type: "string", format: "binary" } },
    });
    expect(Object.keys(download?.responses["200"]?.headers ?? {})).toContain("Content-Disposition");
    expect(download?.requestBody).toBeUndefined();
  });

  it("keeps JSON bodies for the other document calls", () => {
    const save = paths["/Company/Document/Save/{companyId}"]?.["post"];
    expect(Object.keys(save?.requestBody?.content ?? {})).toEqual(["application/json"]);
  });
});
