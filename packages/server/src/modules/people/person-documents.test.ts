import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AuditListResultSchema, DocumentListSchema, UploadResultSchema } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY } from "../../testing/company-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { upload } from "../documents/document-test-kit.js";

let t: TestApp;
let admin: string;
let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-person-docs-"));
  t = await createTestApp({ RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, RIGHTSDESK_DATA_DIR: dataDir });
  admin = (await t.signIn()).token;
});
afterEach(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`a person's documents on ${testDatabaseKind()}`, () => {
  it("attaches, lists, downloads and deletes documents, logged on the person's Logs tab", async () => {
    const person = await createPerson(t, admin, "Mia", "Park", ["TALENT"]);
    const response = await upload(
      t,
      admin,
      [{ name: "work permit.pdf", data: "%PDF-1.4 permit", type: "application/pdf" }],
      "UploadFile",
    );
    const [file] = UploadResultSchema.parse(response.json());
    const saved = await call(t, admin, "POST", `/People/Document/Save/${person.id}`, {
      blobId: file?.blobId,
      name: "Work permit 2025",
      category: "OTHER",
    });
    const document = expectOk(saved) as { id: number };
    const listed = DocumentListSchema.parse(
      expectOk(await call(t, admin, "POST", `/People/Document/GetAll/${person.id}`, {})),
    );
    expect(listed.map((item) => item.name)).toEqual(["Work permit 2025"]);
    const download = await t.call({
      method: "GET",
      path: `/People/Document/Download/${document.id}`,
      token: admin,
    });
    expect(download.body).toBe("%PDF-1.4 permit");

    expectOk(await call(t, admin, "POST", `/People/Archive/${person.id}`, {}));
    const refused = await call(t, admin, "DELETE", `/People/Document/${document.id}`);
    expect(expectError(refused, 400, "InvalidData").message).toContain("archived");
    expectOk(await call(t, admin, "POST", `/People/Restore/${person.id}`, {}));
    expectOk(await call(t, admin, "DELETE", `/People/Document/${document.id}`));

    const logs = AuditListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", `/People/Logs/GetBy/${person.id}`, {
          filters: [{ property: "action", operator: "sw", value: "person.document" }],
        }),
      ),
    );
    expect(logs.records.map((entry) => entry.action).sort()).toEqual([
      "person.document.add",
      "person.document.delete",
    ]);
  });
});
