import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { extractText, getDocumentProxy } from "unpdf";
import { adminAccount } from "./support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "./support/api.js";
import { signInToDashboard } from "./support/session.js";

const run = Date.now().toString(36).toUpperCase();
const talent = { first: "Rosa", last: `Lindqvist ${run}` };
const headerSnippet = `Agreement header ${run}`;
const legalSnippet = `Work for hire ${run}`;
const templateName = `Principal standard ${run}`;
const contractTitle = `Harvest Crunch principal ${run}`;

/** Writes into a rich-text editor (a multi-line textbox named by its label). */
async function write(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: label, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

async function addSnippet(page: Page, name: string, partType: string, text: string): Promise<void> {
  await page.goto("/#/contracts/snippets/add");
  const form = page.getByRole("form", { name: "Add snippet" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Part type").selectOption(partType);
  await write(page, "Content", text);
  await form.getByRole("button", { name: "Add snippet" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("contracts", () => {
  test.setTimeout(150_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("a template of two snippets and a form part makes a contract whose PDF has its placeholders filled", async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    await apiAs(baseURL, userAuthInfo.token).createPerson({
      body: {
        personName: { firstName: talent.first, lastName: talent.last },
        kinds: ["TALENT"],
        dateOfBirth: "1991-05-02",
      },
    });
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    // Two snippets, each with placeholders, written in the rich-text editor.
    await addSnippet(page, headerSnippet, "Header", "Agreement {{contractNumber}}: {{contractTitle}}");
    await addSnippet(
      page,
      legalSnippet,
      "Legal",
      "All results of the services of {{talentName}} are works for hire.",
    );

    // The template: the two snippets and a form part of its own.
    await page.goto("/#/contracts/templates/add");
    const form = page.getByRole("form", { name: "Add template" });
    await form.getByLabel("Name", { exact: true }).fill(templateName);
    await form.getByLabel("Family").selectOption("UNION");
    await form.getByLabel("Agreement").selectOption("PRINCIPAL COMMERCIAL");
    await form.getByLabel("Part 1 type").selectOption("Header");
    await form.getByLabel("Part 1 kind").selectOption("S");
    await form.getByLabel("Part 1 snippet").selectOption({ label: headerSnippet });
    await form.getByRole("button", { name: "Add part" }).click();
    await form.getByLabel("Part 2 type").selectOption("Body");
    await form.getByLabel("Part 2 kind").selectOption("F");
    await write(
      page,
      "Part 2 text",
      "Session fee {{sessionFee}}; agent fee {{agentFee}}; category {{category}}.",
    );
    await form.getByRole("button", { name: "Add part" }).click();
    await form.getByLabel("Part 3 type").selectOption("Legal");
    await form.getByLabel("Part 3 kind").selectOption("S");
    await form.getByLabel("Part 3 snippet").selectOption({ label: legalSnippet });
    await form.getByRole("button", { name: "Add template" }).click();
    await expect(page.getByRole("heading", { level: 1, name: templateName })).toBeVisible();
    // The template view draws the parts in order, each placeholder named by its label.
    await expect(page.getByRole("region", { name: "Preview" })).toContainText(
      "All results of the services of Talent name are works for hire.",
    );

    // A union principal contract drawn from it.
    await page.goto("/#/add/contract");
    const add = page.getByRole("form", { name: "Add a contract" });
    await add.getByLabel("Title", { exact: true }).fill(contractTitle);
    await add.getByLabel("Family").selectOption("UNION");
    await add.getByLabel("Agreement").selectOption("PRINCIPAL COMMERCIAL");
    const picker = add.getByRole("combobox", { name: "Talent", exact: true });
    await picker.fill(talent.last);
    await page
      .getByRole("option", { name: new RegExp(talent.last) })
      .first()
      .click();
    await add.getByLabel("Payee").selectOption("Talent-Directly");
    await add.getByLabel("Union").selectOption("SAG AFTRA");
    await add.getByLabel("Performer category").selectOption("PRINCIPAL");
    await add.getByLabel("On or off camera").selectOption("ON_CAMERA");
    await add.getByLabel("Contract date").fill("2025-04-01");
    await add.getByLabel("Expiration date").fill("2026-03-31");
    await add.getByRole("button", { name: "Propose fees" }).click();
    await expect(add.getByLabel("Session fee ($)")).toHaveValue("822.30");
    await add.getByLabel("Agent fee (%)").fill("10");
    await add.getByLabel("Template (optional)").selectOption({ label: templateName });
    await add.getByRole("button", { name: "Create contract" }).click();
    await expect(page).toHaveURL(/#\/contracts\/\d+\/contract-view/);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(contractTitle) })).toBeVisible();

    // The PDF: asked first, kept with the contract and downloaded from the answer's link; its text
    // has every placeholder filled.
    await page.getByRole("button", { name: "Create PDF" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Create the PDF" }).click();
    await expect(page.getByText("PDF created")).toBeVisible();
    await expect(page.getByRole("link", { name: "See the documents" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const download = await downloading;
    const file = path.join(os.tmpdir(), `contract-${run}.pdf`);
    await download.saveAs(file);
    const bytes = new Uint8Array(await readFile(file));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toMatch(/Agreement CT\d{5}: /);
    expect(flat).toContain(contractTitle);
    expect(flat).toContain("Session fee $822.30; agent fee 10%; category PRINCIPAL (P).");
    expect(flat).toContain(
      `All results of the services of ${talent.first} ${talent.last} are works for hire.`,
    );
    expect(flat).not.toContain("{{");
    expect(flat).not.toContain("not entered");
  });

  test("five contracts from a CSV file in the browser, and the same file again creates none", async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const admin = apiAs(baseURL, userAuthInfo.token);
    const codes: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const person = await admin.createPerson({
        body: {
          personName: { firstName: `Bulk${index}`, lastName: `Talent ${run}` },
          kinds: ["TALENT"],
          dateOfBirth: "1994-01-15",
        },
      });
      codes.push(person.recordId);
    }
    const csv = path.join(os.tmpdir(), `bulk-${run}.csv`);
    await writeFile(
      csv,
      [
        "talent,role,sessionFee",
        ...codes.map((code, index) => `${code},Shopper ${index + 1},${500 + index}.00`),
      ].join("\n"),
    );
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    const bulkTitle = `Influencer push ${run}`;
    async function upload(): Promise<void> {
      await page.goto("/#/add/bulk-contract");
      const terms = page.getByRole("form", { name: "Shared terms" });
      await terms.getByLabel("Title", { exact: true }).fill(bulkTitle);
      await terms.getByLabel("Family").selectOption("NON UNION");
      await terms.getByLabel("Agreement").selectOption("INFLUENCER");
      await terms.getByLabel("Payee").selectOption("Talent-Directly");
      await terms.getByLabel("Performer category").selectOption("PRINCIPAL");
      await terms.getByLabel("On or off camera").selectOption("ON_CAMERA");
      await terms.getByLabel("Contract date").fill("2026-11-01");
      await terms.getByLabel("Expiration date").fill("2027-10-31");
      await page.getByLabel("CSV file").setInputFiles(csv);
      await expect(page.getByRole("cell", { name: "Shopper 5" })).toBeVisible();
    }

    await upload();
    await page.getByRole("button", { name: "Create 5 contracts" }).click();
    await expect(page.getByText(/^5 created/)).toBeVisible();
    const made = await admin.listContracts({
      body: { pageNumber: 0, pageSize: 25, filters: [{ property: "title", operator: "cn", value: run }] },
    });
    expect(made.records.filter((contract) => contract.title.startsWith(bulkTitle))).toHaveLength(5);

    // The same file again, as a user would send it — "Start another file" on the finished page:
    // each row's key made a contract already, so the page says so and offers nothing to create.
    await page.getByRole("button", { name: "Start another file" }).click();
    await page.getByLabel("CSV file").setInputFiles(csv);
    await expect(page.getByRole("cell", { name: "Shopper 5" })).toBeVisible();
    await expect(page.getByText("5 already created before")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Create \d/ })).toHaveCount(0);
    const after = await admin.listContracts({
      body: { pageNumber: 0, pageSize: 25, filters: [{ property: "title", operator: "cn", value: run }] },
    });
    expect(after.totalRecords).toBe(made.totalRecords);
  });
});
