import { readFile } from "node:fs/promises";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { ApiError } from "@rightsdesk/api-client";
import { adminAccount } from "./support/admin-account.js";
import { acceptAdminTerms, apiAs, createUser, settleUser, signInApi } from "./support/api.js";
import { signInToDashboard } from "./support/session.js";

const run = Date.now().toString(36);
const agencyName = `Harbor & Finch Advertising ${run}`;

/** A file with every byte value and a name that is not plain ASCII: what comes back must be identical. */
const contractBytes = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7) % 256));
const contractFile = { name: `Talent agreement – Müller ${run}.pdf`, mimeType: "application/pdf" };

async function openAs(browser: Browser, baseURL: string, userName: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInToDashboard(page, userName, password);
  return page;
}

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /: tabs$/ }).getByRole("link", { name, exact: true });

async function addStaff(page: Page, first: string, last: string, title: string): Promise<void> {
  await page.getByRole("button", { name: "Add staff member" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add staff member" });
  await dialog.getByLabel("First name").fill(first);
  await dialog.getByLabel("Last name").fill(last);
  await dialog.getByLabel("Job title (optional)").fill(title);
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(`${last}.*${first}`) })).toBeVisible();
}

test.describe("companies", () => {
  test.setTimeout(180_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("an ad agency from creation to its logs: address, staff, lock, archive, documents", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const editor = await settleUser(
      baseURL,
      await createUser(baseURL, { prefix: "company-editor", modules: ["Dashboard", "Company"] }),
    );
    const admin = await openAs(browser, baseURL, adminAccount.userName, adminAccount.password);
    let companyId = 0;

    await test.step("the admin creates an ad agency with its first address", async () => {
      await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" }).click();
      await expect(admin).toHaveURL(/\/#\/companies\/all/);
      await admin.getByRole("link", { name: "Add company" }).first().click();
      // The list's column filters are labelled too ("Filter Legal name"): wait for the form.
      await expect(admin).toHaveURL(/\/#\/add\/company$/);
      await admin.getByLabel("Legal name", { exact: true }).fill(agencyName);
      await admin.getByLabel("Main type").selectOption({ label: "Ad agency" });
      await admin.getByLabel("Add an address now").check();
      await admin.getByLabel("Address type").selectOption("PRIMARY");
      await admin.getByLabel("Street address").fill("400 Congress Avenue");
      await admin.getByLabel("City", { exact: true }).fill("Austin");
      await admin.getByRole("button", { name: "Add company" }).click();
      await expect(admin).toHaveURL(/\/#\/company\/\d+\/company-profile$/);
      companyId = Number(/company\/(\d+)\//.exec(admin.url())?.[1]);
      await expect(admin.getByRole("heading", { level: 1, name: agencyName })).toBeVisible();
      await expect(admin.getByText("400 Congress Avenue")).toBeVisible();
    });

    await test.step("two staff members join it", async () => {
      await tab(admin, "Staff").click();
      await expect(admin).toHaveURL(new RegExp(`/company/${companyId}/staff$`));
      await addStaff(admin, "Maya", "Okafor", "Head of Production");
      await addStaff(admin, "Leo", "Martins", "Business Affairs Manager");
    });

    await test.step("while the admin edits the profile, the second user can only read it", async () => {
      await tab(admin, "Profile").click();
      await admin.getByRole("button", { name: "Edit profile" }).click();
      await expect(admin.getByRole("button", { name: "Save profile" })).toBeVisible();

      const other = await openAs(browser, baseURL, editor.userName, editor.password);
      await other.goto(`/#/company/${companyId}/company-profile`);
      await expect(other.getByText(/System Administrator is editing this company until/)).toBeVisible();
      await expect(other.getByRole("button", { name: "Edit profile" })).toBeDisabled();
      await tab(other, "Staff").click();
      await expect(other.getByRole("button", { name: "Add staff member" }).first()).toBeDisabled();

      // The server refuses the second user's write too, not only the screen.
      const { userAuthInfo } = await signInApi(baseURL, editor.userName, editor.password);
      const api = apiAs(baseURL, userAuthInfo.token);
      const company = await api.getCompanyById({ params: { id: companyId } });
      const refused = await api
        .updateCompany({
          params: { id: companyId },
          body: {
            companyNames: [`${agencyName} (renamed)`],
            companyType: company.companyType,
            version: company.version,
          },
        })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).message).toMatch(/System Administrator is editing this company/);
      expect((await api.getCompanyById({ params: { id: companyId } })).companyNames[0]).toBe(agencyName);

      await admin.getByLabel("Business name (optional)").fill("Harbor Finch");
      await admin.getByRole("button", { name: "Save profile" }).click();
      await expect(admin.getByRole("button", { name: "Edit profile" })).toBeVisible();
      await other.reload();
      await expect(other.getByText(/is editing this company/)).toHaveCount(0);
      await expect(other.getByRole("button", { name: "Add staff member" }).first()).toBeEnabled();
      await other.context().close();
    });

    await test.step("the admin archives the agency and restores it", async () => {
      await admin.getByRole("button", { name: "Archive", exact: true }).click();
      await admin.getByRole("dialog").getByRole("button", { name: "Archive company" }).click();
      await expect(admin.getByText("This company is archived")).toBeVisible();

      await admin.goto("/#/companies/archive");
      await expect(admin.getByRole("link", { name: agencyName })).toBeVisible();
      await admin.goto("/#/companies/all");
      await expect(admin.getByRole("link", { name: agencyName })).toHaveCount(0);

      await admin.goto(`/#/company/${companyId}/company-profile`);
      await admin.getByRole("button", { name: "Restore" }).click();
      await expect(admin.getByText("This company is archived")).toHaveCount(0);
      await admin.goto("/#/companies/all");
      await expect(admin.getByRole("link", { name: agencyName })).toBeVisible();
    });

    await test.step("a document goes up, comes back byte-identical, and a second copy is flagged", async () => {
      await admin.goto(`/#/company/${companyId}/documents`);
      await admin.getByLabel("Choose a file").setInputFiles({ ...contractFile, buffer: contractBytes });
      await admin.getByLabel("Category").selectOption("CONTRACTS");
      await admin.getByRole("button", { name: "Save document" }).click();
      const row = admin.getByRole("row", { name: new RegExp(run) });
      await expect(row).toBeVisible();

      const downloading = admin.waitForEvent("download");
      await row.getByRole("button", { name: /^Download/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(contractFile.name);
      const saved = await download.path();
      expect(Buffer.compare(await readFile(saved), contractBytes)).toBe(0);

      await admin.getByLabel("Choose a file").setInputFiles({ ...contractFile, buffer: contractBytes });
      await admin.getByRole("button", { name: "Save document" }).click();
      await expect(admin.getByText(`This file is already attached as ‘${contractFile.name}’.`)).toBeVisible();
      await admin.getByRole("button", { name: "Cancel" }).click();
      await expect(admin.getByRole("row", { name: new RegExp(run) })).toHaveCount(1);
    });

    await test.step("the Logs tab shows each change with its old and new values", async () => {
      await tab(admin, "Logs").click();
      const log = admin.getByRole("main");
      await expect(log.getByText("Business name: empty → Harbor Finch")).toBeVisible();
      await expect(log.getByText(`Legal name: ${agencyName}`).first()).toBeVisible();
      await expect(log.getByText("First name: Maya")).toBeVisible();
      await expect(log.getByText("First name: Leo")).toBeVisible();
      await expect(log.getByText("Archived company")).toBeVisible();
      await expect(log.getByText("Restored company")).toBeVisible();
      await expect(log.getByText("Added document").first()).toBeVisible();
    });
  });
});
