import { describe, expect, expectTypeOf, it } from "vitest";
import { createApiClient, type ApiClient, type DownloadedFile, type UploadEntry } from "./api-client.js";
import { ApiError } from "./api-error.js";

const blobId = "7d4f2a3e-4c1b-4a4e-9a0e-2b8f6a1c9d01";
const uploaded = [
  {
    blobId,
    fileName: "contrat-été.pdf",
    contentType: "application/pdf",
    sizeBytes: 3,
    sha256: "a".repeat(64),
  },
];

/** A fetch that records the request as the server would read it. */
function recordingFetch(answer: () => Response, seen: Request[]): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return answer();
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("multipart endpoints", () => {
  it("send each file as a form part named files, keeping the names given", async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: recordingFetch(() => json(uploaded), seen),
      getContext: () => ({ token: "abc" }),
    });
    const result = await api.uploadFiles({
      files: [
        new File([new Uint8Array([1, 2, 3])], "contrat-été.pdf", { type: "application/pdf" }),
        { name: "notes.txt", data: new Blob(["hello"], { type: "text/plain" }) },
        new Blob(["raw"]),
      ],
      fields: { purpose: "company" },
    });
    expect(result).toEqual(uploaded);

    const request = seen[0];
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("http://rights.test/api/v1/Blob/Nabu/UploadFiles");
    expect(request?.headers.get("authorization")).toBe("Bearer abc");
    expect(request?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    expect(form?.get("purpose")).toBe("company");
    const files = (form?.getAll("files") ?? []) as File[];
    expect(files.map((file) => file.name)).toEqual(["contrat-été.pdf", "notes.txt", "blob"]);
    expect([...new Uint8Array(await (files[0] as File).arrayBuffer())]).toEqual([1, 2, 3]);
    expect(await (files[1] as File).text()).toBe("hello");
  });

  it("turn a refused upload into a typed error naming the file", async () => {
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: async () =>
        json(
          {
            errorCode: 3,
            errorType: "InvalidData",
            message: "The file big.bin is larger than 1 GiB.",
            errors: [{ field: "files.0", message: "The file big.bin is larger than 1 GiB." }],
          },
          400,
        ),
    });
    const error = (await api
      .uploadFile({ files: [new Blob(["x"])] })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(3);
    expect(error.errors[0]?.field).toBe("files.0");
  });
});

describe("file endpoints", () => {
  const bytes = new Uint8Array(256).map((_value, index) => index);

  it("answer the content, the original name from content-disposition, and the type", async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: recordingFetch(
        () =>
          new Response(bytes, {
            headers: {
              "content-type": "application/json",
              "content-disposition": `attachment; filename="contrat-_t_.json"; filename*=UTF-8''contrat-%C3%A9t%C3%A9.json`,
            },
          }),
        seen,
      ),
    });
    const file = await api.downloadCompanyDocument({ params: { documentId: 12 } });
    expect(seen[0]?.method).toBe("GET");
    expect(seen[0]?.url).toBe("http://rights.test/api/v1/Company/Document/Download/12");
    expect(file.fileName).toBe("contrat-été.json");
    expect(file.contentType).toBe("application/json");
    // A JSON file is still handed over as bytes, never parsed.
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([...bytes]);
  });

  it("read the catalogue error of a failed download", async () => {
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: async () =>
        json({ errorCode: 2, errorType: "NotFound", message: "There is no document 12." }, 404),
    });
    await expect(api.downloadCompanyDocument({ params: { documentId: 12 } })).rejects.toMatchObject({
      code: 2,
      status: 404,
      message: "There is no document 12.",
    });
  });

  it("report a failed download without an error body as Unknown with its status", async () => {
    const api = createApiClient({
      baseUrl: "http://rights.test",
      fetch: async () => new Response("Bad gateway", { status: 502 }),
    });
    await expect(api.downloadCompanyDocument({ params: { documentId: 1 } })).rejects.toMatchObject({
      code: 0,
      status: 502,
    });
  });
});

describe("the typed client", () => {
  it("asks multipart endpoints for files and answers file endpoints with a DownloadedFile", () => {
    type UploadInput = Parameters<ApiClient["uploadFile"]>[0];
    expectTypeOf<UploadInput>().toExtend<{ files: readonly UploadEntry[] }>();
    expectTypeOf<{ files: UploadEntry[] }>().toExtend<UploadInput>();
    expectTypeOf<{ files: UploadEntry[]; fields: { note: "x" } }>().toExtend<UploadInput>();
    expectTypeOf<{ body: object }>().not.toExtend<UploadInput>();
    expectTypeOf<ReturnType<ApiClient["downloadCompanyDocument"]>>().toEqualTypeOf<Promise<DownloadedFile>>();
    expectTypeOf<Parameters<ApiClient["downloadCompanyDocument"]>[0]>().toExtend<{
      params: { documentId?: unknown };
    }>();
    expectTypeOf<Parameters<ApiClient["saveCompanyDocument"]>[0]>().toExtend<{
      params: { companyId?: unknown };
      body: { blobId: string; name: string; category: "CONTRACTS" | "MATERIALS" | "REQUESTS" | "OTHER" };
    }>();
    expectTypeOf<Awaited<ReturnType<ApiClient["listCompanyDocuments"]>>[number]["uploadedAt"]>().toBeString();
  });
});
