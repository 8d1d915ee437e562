import { describe, expect, it } from "vitest";
import {
  ContractPdfAnswerSchema,
  RenderedContractDocumentSchema,
  SnippetListResultSchema,
  SnippetRecordSchema,
  TemplateListResultSchema,
  TemplateRecordSchema,
  richDocOf,
  type RichNode,
} from "@rightsdesk/domain";
import { auditEntries, call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { pdfPagesText } from "../../pdf/pdf-text.js";
import { seedDemoContractTemplates } from "../../bootstrap/demo-contract-templates.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

async function createSnippet(name: string, partType: string, content: RichNode = richDocOf(`${name} text.`)) {
  const answer = await call(t, admin, "POST", "/ContractSnippet", { name, partType, content });
  return SnippetRecordSchema.parse(expectOk(answer));
}

const formPart = (text: string) => ({ partType: "Body", kind: "F", content: richDocOf(text) });

async function createContract(templateId: number | undefined, extra: Record<string, unknown> = {}) {
  const talent = await createPerson(t, admin, "Maya", "Okafor");
  const answer = await call(t, admin, "POST", "/Contract", {
    title: "Sunrise Drive",
    subtitle: "Spring campaign",
    family: "UNION",
    agreement: "PRINCIPAL COMMERCIAL",
    union: "SAG AFTRA",
    talentId: talent.id,
    contractDate: "2025-05-01",
    ...(templateId === undefined ? {} : { templateId }),
    ...extra,
  });
  return expectOk(answer) as { id: number; contractNumber: string; version: number };
}

describe(`contract templates and snippets on ${testDatabaseKind()}`, () => {
  it("creates, lists, updates and deletes snippets and templates, refusing taken names and stale versions", async () => {
    const header = await createSnippet("Standard header", "Header");
    expect(header).toMatchObject({ partType: "Header", usedBy: [], version: 1, updatedBy: "sysadmin" });
    expectError(
      await call(t, admin, "POST", "/ContractSnippet", {
        name: "STANDARD HEADER",
        partType: "Header",
        content: richDocOf("Again."),
      }),
      409,
      "DuplicateName",
    );
    const legal = await createSnippet("Work for hire", "Legal");

    const created = await call(t, admin, "POST", "/ContractTemplate", {
      name: "Principal commercial",
      family: "UNION",
      agreement: "PRINCIPAL COMMERCIAL",
      parts: [
        { partType: "Header", kind: "S", snippetId: header.id },
        formPart("Talent plays {{role}}."),
        { partType: "Legal", kind: "S", snippetId: legal.id },
      ],
    });
    const template = TemplateRecordSchema.parse(expectOk(created));
    expect(template.parts.map((p) => [p.position, p.kind, p.snippetName])).toEqual([
      [0, "S", "Standard header"],
      [1, "F", null],
      [2, "S", "Work for hire"],
    ]);

    const wrongType = await call(t, admin, "POST", "/ContractTemplate", {
      name: "Broken",
      family: "UNION",
      parts: [formPart("x"), { partType: "Footer", kind: "S", snippetId: legal.id }],
    });
    expect(expectError(wrongType, 400, "InvalidData").errors?.[0]?.field).toBe("parts.1.snippetId");
    const noSnippet = await call(t, admin, "POST", "/ContractTemplate", {
      name: "Broken",
      family: "UNION",
      parts: [{ partType: "Legal", kind: "S", snippetId: 99999 }],
    });
    expect(expectError(noSnippet, 400, "InvalidData").errors?.[0]?.field).toBe("parts.0.snippetId");
    expectError(
      await call(t, admin, "POST", "/ContractTemplate", {
        name: "principal COMMERCIAL",
        family: "UNION",
        parts: [formPart("x")],
      }),
      409,
      "DuplicateName",
    );

    // A template shows the snippet's current text.
    const edited = await call(t, admin, "PUT", `/ContractSnippet/${legal.id}`, {
      name: "Work for hire",
      partType: "Legal",
      content: richDocOf("All results belong to the Producer."),
      version: 1,
    });
    expect(SnippetRecordSchema.parse(expectOk(edited))).toMatchObject({
      version: 2,
      usedBy: [{ id: template.id, name: "Principal commercial" }],
    });
    const stale = await call(t, admin, "PUT", `/ContractSnippet/${legal.id}`, {
      name: "Work for hire",
      partType: "Legal",
      content: richDocOf("Old."),
      version: 1,
    });
    expect(expectError(stale, 400, "InvalidData").errors?.[0]?.field).toBe("version");
    const retyped = await call(t, admin, "PUT", `/ContractSnippet/${legal.id}`, {
      name: "Work for hire",
      partType: "Footer",
      content: richDocOf("x"),
      version: 2,
    });
    expect(expectError(retyped, 400, "InvalidData").errors?.[0]?.field).toBe("partType");
    const fetched = TemplateRecordSchema.parse(
      expectOk(await call(t, admin, "POST", `/ContractTemplate/GetById/${template.id}`, {})),
    );
    expect(JSON.stringify(fetched.parts[2]?.content)).toContain("All results belong to the Producer.");

    const inUse = await call(t, admin, "DELETE", `/ContractSnippet/${legal.id}`);
    const refusal = expectError(inUse, 409, "DependencyError");
    expect(refusal.message).toContain("Principal commercial");
    expect(refusal.errors).toEqual([{ field: "usedBy", message: "Principal commercial" }]);

    const updated = await call(t, admin, "PUT", `/ContractTemplate/${template.id}`, {
      name: "Principal commercial (standard)",
      family: "UNION",
      agreement: "PRINCIPAL COMMERCIAL",
      parts: [{ partType: "Header", kind: "S", snippetId: header.id }, formPart("Talent plays {{role}}.")],
      version: 1,
    });
    expect(TemplateRecordSchema.parse(expectOk(updated))).toMatchObject({ version: 2, contractCount: 0 });
    const staleTemplate = await call(t, admin, "PUT", `/ContractTemplate/${template.id}`, {
      name: "Again",
      family: "UNION",
      parts: [formPart("x")],
      version: 1,
    });
    expect(expectError(staleTemplate, 400, "InvalidData").errors?.[0]?.field).toBe("version");

    const templates = TemplateListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/ContractTemplate/GetBy", {
          filters: [{ property: "name", operator: "cn", value: "standard" }],
        }),
      ),
    );
    expect(templates.records).toMatchObject([{ id: template.id, partCount: 2, contractCount: 0 }]);
    const snippets = SnippetListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/ContractSnippet/GetBy", {
          sortField: "name",
          filters: [{ property: "usedByCount", operator: "eq", value: 0 }],
        }),
      ),
    );
    expect(snippets.records.map((s) => s.name)).toEqual(["Work for hire"]);
    expectError(
      await call(t, admin, "POST", "/ContractSnippet/GetBy", {
        filters: [{ property: "content", operator: "cn", value: "x" }],
      }),
      400,
      "InvalidData",
    );

    expectOk(await call(t, admin, "DELETE", `/ContractSnippet/${legal.id}`));
    expectOk(await call(t, admin, "DELETE", `/ContractTemplate/${template.id}`));
    expectError(
      await call(t, admin, "POST", `/ContractTemplate/GetById/${template.id}`, {}),
      404,
      "NotFound",
    );

    for (const action of ["create", "update", "delete"]) {
      expect(await auditEntries(t, admin, `contractTemplate.${action}`)).toMatchObject([
        { entityType: "contractTemplate", entityId: String(template.id) },
      ]);
    }
    expect(await auditEntries(t, admin, "contractSnippet.delete")).toHaveLength(1);
  });

  it("draws a contract from its template as a PDF document, filled and with its gaps marked", async () => {
    const header = await createSnippet(
      "Standard header",
      "Header",
      richDocOf("AGREEMENT: {{contractTitle}}"),
    );
    const legal = await createSnippet(
      "Work for hire",
      "Legal",
      richDocOf("{{talentName}} grants the Producer every right in the results."),
    );
    const template = TemplateRecordSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/ContractTemplate", {
          name: "Principal commercial",
          family: "UNION",
          parts: [
            { partType: "Legal", kind: "S", snippetId: legal.id },
            { partType: "Header", kind: "S", snippetId: header.id },
            formPart("Fitting fee {{fittingFee}}; call time {{timeIn}}; ask {{nickname}}."),
          ],
        }),
      ),
    );

    const bare = await createContract(undefined);
    const noTemplate = await call(t, admin, "POST", `/Contract/RenderPdf/${bare.id}`, {});
    expect(expectError(noTemplate, 400, "InvalidData").errors).toEqual([
      { field: "templateId", message: "Choose the template this contract is drawn from." },
    ]);

    const contract = await createContract(template.id, { title: "Sunrise Drive", contractNumber: "CT-77" });
    const gaps = ContractPdfAnswerSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/RenderPdf/${contract.id}`, {})),
    );
    expect(gaps.missing).toEqual(["Fitting fee", "Time in"]);
    expect(gaps.unknown).toEqual(["nickname"]);
    const gapText = (await download(gaps.document.id)).join("\n");
    expect(gapText).toContain("[Fitting fee: not entered]");

    const updated = await call(t, admin, "PUT", `/Contract/${contract.id}`, {
      title: "Sunrise Drive",
      subtitle: "Spring campaign",
      contractNumber: "CT-77",
      family: "UNION",
      agreement: "PRINCIPAL COMMERCIAL",
      union: "SAG AFTRA",
      talentId: (
        expectOk(await call(t, admin, "POST", `/Contract/GetById/${contract.id}`, {})) as { talentId: number }
      ).talentId,
      templateId: template.id,
      contractDate: "2025-05-01",
      fittingFeeCents: 12_550,
      version: contract.version,
    });
    expectOk(updated);
    expectOk(
      await call(t, admin, "POST", `/Contract/WorkDay/Save/${contract.id}`, {
        data: { workDate: "2025-05-12", timeIn: "07:30", timeOut: "18:00" },
      }),
    );
    const filled = ContractPdfAnswerSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/RenderPdf/${contract.id}`, {})),
    );
    expect(filled.missing).toEqual([]);
    expect(filled.document).toMatchObject({
      category: "CONTRACTS",
      fileName: "CT-77 Sunrise Drive.pdf",
      contentType: "application/pdf",
    });
    const pages = await download(filled.document.id);
    const all = pages.join("\n");
    expect(all).toContain("AGREEMENT: Sunrise Drive");
    expect(all).toContain("Fitting fee $125.50; call time 07:30");
    expect(all).toContain("Maya Okafor grants the Producer");
    expect(all).not.toContain("{{contractTitle");
    expect(all.indexOf("AGREEMENT")).toBeLessThan(all.indexOf("Fitting fee"));
    expect(all.indexOf("Fitting fee")).toBeLessThan(all.indexOf("grants the Producer"));
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);

    // Drawn again unchanged: the same bytes, so the same document, not a copy.
    const again = ContractPdfAnswerSchema.parse(
      expectOk(await call(t, admin, "POST", `/Contract/RenderPdf/${contract.id}`, {})),
    );
    expect(again.document.id).toBe(filled.document.id);
    const documents = expectOk(await call(t, admin, "POST", `/Contract/Document/GetAll/${contract.id}`, {}));
    expect(documents).toHaveLength(2);

    const preview = RenderedContractDocumentSchema.parse(
      expectOk(await call(t, admin, "POST", `/ContractTemplate/Preview/${template.id}`, {})),
    );
    expect(preview.parts.map((p) => p.partType)).toEqual(["Header", "Body", "Legal"]);
    expect(JSON.stringify(preview.parts)).toContain("[Fitting fee]");
    const forContract = RenderedContractDocumentSchema.parse(
      expectOk(
        await call(t, admin, "POST", `/ContractTemplate/Preview/${template.id}`, { contractId: contract.id }),
      ),
    );
    expect(forContract.title).toBe("Sunrise Drive");
    expect(JSON.stringify(forContract.parts)).toContain("$125.50");

    const used = await call(t, admin, "DELETE", `/ContractTemplate/${template.id}`);
    expect(expectError(used, 409, "DependencyError").message).toContain("1 contract");

    await createTestUser(t.database.db, {
      userName: "contracts.reader",
      modules: rightsExcept({ Contracts: READ_ONLY }),
    });
    const reader = (await t.signIn("contracts.reader", TEST_USER_PASSWORD)).token;
    expectError(await call(t, reader, "POST", `/Contract/RenderPdf/${contract.id}`, {}), 403, "Unauthorized");
    expectOk(await call(t, reader, "POST", "/ContractTemplate/GetBy", {}));
    expectError(
      await call(t, reader, "POST", "/ContractSnippet", {
        name: "Nope",
        partType: "Body",
        content: richDocOf("x"),
      }),
      403,
      "Unauthorized",
    );
  });
});

describe(`demo contract templates on ${testDatabaseKind()}`, () => {
  it("adds the demo snippets and templates once, every placeholder one a contract can fill", async () => {
    const context = {
      caller: {
        userId: 1,
        userName: "sysadmin",
        sessionId: "demo-data",
        profileId: 1,
        clientId: 1,
        advertiserIds: null,
        permission: { modules: {} } as never,
        mustChangePassword: false,
      },
      now: new Date("2025-06-02T10:00:00Z"),
      request: { ip: "127.0.0.1", headers: {} } as never,
    };
    expect(await seedDemoContractTemplates(t.database.db, context)).toBe(2);
    expect(await seedDemoContractTemplates(t.database.db, context)).toBe(0);
    const templates = TemplateListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/ContractTemplate/GetBy", { sortField: "name" })),
    );
    expect(templates.records).toMatchObject([
      { name: "Influencer agreement", family: "NON UNION", agreement: "INFLUENCER", partCount: 5 },
      { name: "Principal commercial (standard)", family: "UNION", agreement: "PRINCIPAL COMMERCIAL" },
    ]);
    const snippets = SnippetListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/ContractSnippet/GetBy", { sortField: "name" })),
    );
    expect(snippets.records.map((s) => [s.name, s.partType, s.usedByCount])).toEqual([
      ["Payment terms", "Body", 2],
      ["Signature block", "Footer", 2],
      ["Standard header", "Header", 2],
      ["Work for hire", "Legal", 2],
    ]);
    for (const template of templates.records) {
      const preview = RenderedContractDocumentSchema.parse(
        expectOk(await call(t, admin, "POST", `/ContractTemplate/Preview/${template.id}`, {})),
      );
      expect(preview.unknown).toEqual([]);
      expect(JSON.stringify(preview.parts)).toContain("[Fitting fee]");
    }
  });
});

async function download(documentId: number): Promise<string[]> {
  const response = await t.call({
    method: "GET",
    path: `/Contract/Document/Download/${documentId}`,
    token: admin,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("application/pdf");
  return pdfPagesText(new Uint8Array(response.rawPayload));
}
