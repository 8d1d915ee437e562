import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { ApiError } from "@rightsdesk/api-client";
import { adminAccount } from "./support/admin-account.js";
import { acceptAdminTerms, apiAs, createUser, settleUser, signInApi } from "./support/api.js";
import { readJpegFacts } from "./support/jpeg.js";
import { signInToDashboard } from "./support/session.js";

const run = Date.now().toString(36);
const talent = { first: "Lina", last: `Moreau ${run}`, birth: "2014-05-10" };
const mother = { first: "Claire", last: `Moreau ${run}` };
const agencyName = `Bright Lights Talent ${run}`;
const loanOutName = `Moreau Kids Productions ${run} LLC`;
/** A stored SSN and account number: no page, log answer or export may show them in clear. */
const ssn = "123-45-6789";
const accountNumber = "4455667788";

/** 120×60 pixels stored sideways with EXIF orientation 6: upright it is 60 wide and 120 tall. */
const rotatedPhoto = path.join(import.meta.dirname, "fixtures", "landscape-orientation-6.jpg");

async function openAs(browser: Browser, baseURL: string, userName: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signInToDashboard(page, userName, password);
  return page;
}

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /: tabs$/ }).getByRole("link", { name, exact: true });

/** Types into a reference picker and chooses the option with that name. */
async function pick(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByRole("dialog").getByRole("combobox", { name: label });
  await box.fill(name.slice(0, 12));
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await expect(box).toHaveValue(name);
}

async function addItem(
  page: Page,
  itemLabel: string,
  fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>,
) {
  const title = `Add ${itemLabel}`;
  await page.getByRole("button", { name: title }).first().click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^${title}$`, "i") });
  await fill(dialog);
  await dialog.getByRole("button", { name: new RegExp(`^${title}$`, "i") }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("people", () => {
  test.setTimeout(240_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("a minor talent with a guardian, an agent, a loan-out, an upright photo and masked secrets", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const adminApi = apiAs(baseURL, userAuthInfo.token);
    // The companies and the mother exist already; the talent is made in the browser.
    await adminApi.createCompany({
      body: { companyNames: [agencyName], companyType: { mainType: "AGENT/REPRESENTATIVE" } },
    });
    await adminApi.createCompany({
      body: { companyNames: [loanOutName], companyType: { mainType: "LOAN OUT CORPORATION" } },
    });
    const motherRecord = await adminApi.createPerson({
      body: {
        personName: { firstName: mother.first, lastName: mother.last },
        kinds: ["STAFF"],
        dateOfBirth: "1984-02-11",
      },
    });
    // A People editor without the "Sensitive data" item.
    const editor = await settleUser(
      baseURL,
      await createUser(baseURL, { prefix: "people-editor", modules: ["Dashboard", "People"] }),
    );

    const admin = await openAs(browser, baseURL, adminAccount.userName, adminAccount.password);
    let personId = 0;

    await test.step("the admin adds a talent born in 2014: a minor", async () => {
      await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "People" }).click();
      await expect(admin).toHaveURL(/\/#\/people\/all/);
      await admin.getByRole("link", { name: "Add person" }).first().click();
      // The list's column filters are labelled too ("Filter First name"): wait for the form.
      await expect(admin).toHaveURL(/\/#\/add\/people$/);
      await admin.getByLabel("First name", { exact: true }).fill(talent.first);
      await admin.getByLabel("Last name", { exact: true }).fill(talent.last);
      await admin.getByRole("checkbox", { name: "Talent" }).check();
      await admin.getByLabel("Date of birth (optional)").fill(talent.birth);
      await admin.getByRole("button", { name: "Add person" }).click();
      await expect(admin).toHaveURL(/\/#\/people\/\d+\/people-profile$/);
      personId = Number(/people\/(\d+)\//.exec(admin.url())?.[1]);
      await expect(
        admin.getByRole("heading", { level: 1, name: `${talent.first} ${talent.last}` }),
      ).toBeVisible();
      await expect(admin.getByText("Minor", { exact: true }).first()).toBeVisible();
    });

    await test.step("her mother signs for her as guardian", async () => {
      await tab(admin, "Minor").click();
      await addItem(admin, "parent or guardian", async (dialog) => {
        await dialog.getByLabel("Parent role").selectOption("MOTHER");
        await dialog.getByLabel("Name", { exact: true }).fill(`${mother.first} ${mother.last}`);
        await pick(admin, "Person record (optional)", `${mother.first} ${mother.last}`);
        await dialog.getByLabel("Signs contracts for the minor").check();
      });
      await expect(admin.getByRole("row", { name: new RegExp(`Mother`) })).toBeVisible();
    });

    await test.step("an agency represents her and she works through a loan-out", async () => {
      await tab(admin, "Agent info").click();
      await addItem(admin, "representative", async (dialog) => {
        await dialog.getByLabel("Representation").selectOption("TALENT AGENT");
        await pick(admin, "Agency or firm", agencyName);
      });
      await expect(admin.getByRole("row", { name: new RegExp(agencyName) })).toBeVisible();

      await tab(admin, "Loan-out corporation").click();
      await addItem(admin, "loan-out corporation", async (dialog) => {
        await pick(admin, "Loan-out corporation", loanOutName);
        await dialog.getByLabel("Role in the corporation").selectOption("OWNER");
      });
      await expect(admin.getByRole("row", { name: new RegExp(loanOutName) })).toBeVisible();
    });

    await test.step("a photo taken sideways is shown upright, and its file is upright", async () => {
      await tab(admin, "Photos").click();
      await admin.getByLabel("Image").setInputFiles(rotatedPhoto);
      await admin.getByRole("button", { name: "Add photo" }).click();
      const open = admin.getByRole("button", { name: /^Open / });
      await expect(open).toHaveCount(1);
      const thumb = open.locator("img");
      await expect(thumb).toBeVisible();
      const shown = await thumb.evaluate((img: HTMLImageElement) => ({
        width: img.naturalWidth,
        height: img.naturalHeight,
      }));
      expect(shown.height).toBeGreaterThan(shown.width);

      // Browsers honour EXIF orientation when they draw, so check the stored bytes too.
      const [photo] = await adminApi.listPersonPhotos({ params: { personId } });
      if (!photo) throw new Error("The photo was not saved.");
      expect(photo.sourceOrientation).toBe(6);
      const file = await adminApi.downloadPersonPhoto({ params: { photoId: photo.id } });
      const facts = readJpegFacts(Buffer.from(await file.blob.arrayBuffer()));
      expect(facts).toMatchObject({ width: 60, height: 120 });
      expect(facts.exifOrientation ?? 1).toBe(1);
    });

    await test.step("an SSN and a bank account are masked after reload", async () => {
      await tab(admin, "Banking/Taxes").click();
      await addItem(admin, "taxpayer id", async (dialog) => {
        await dialog.getByLabel("Id kind").selectOption("SSN");
        await dialog.getByLabel("SSN or TIN").fill(ssn);
      });
      await tab(admin, "Bank info").click();
      await addItem(admin, "bank account", async (dialog) => {
        await dialog.getByLabel("Bank name").fill("First Harbor Bank");
        await dialog.getByLabel("Account holder").fill(`${talent.first} ${talent.last}`);
        await dialog.getByLabel("Account number").fill(accountNumber);
      });
      await admin.reload();
      await expect(admin.getByText("•••• 7788")).toBeVisible();
      await expect(admin.getByRole("main")).not.toContainText(accountNumber);
      await tab(admin, "Banking/Taxes").click();
      await expect(admin.getByText("•••• 6789")).toBeVisible();
      await expect(admin.getByRole("main")).not.toContainText(ssn);
    });

    await test.step("the admin, who may, reveals the SSN; the reveal is logged without it", async () => {
      await admin.getByRole("button", { name: /^Reveal SSN or TIN/ }).click();
      await expect(admin.getByText(ssn)).toBeVisible();
      await admin.getByRole("button", { name: /^Hide SSN or TIN/ }).click();
      await expect(admin.getByText(ssn)).toHaveCount(0);
      await tab(admin, "Logs").click();
      const log = admin.getByRole("main");
      await expect(log.getByText(/Revealed a sensitive value/).first()).toBeVisible();
      await expect(log).not.toContainText(ssn);
      await expect(log).not.toContainText(accountNumber);
    });

    await test.step("a People editor without the Sensitive data item sees them masked, and cannot reveal", async () => {
      const other = await openAs(browser, baseURL, editor.userName, editor.password);
      await other.goto(`/#/people/${personId}/taxes`);
      await expect(other.getByText("•••• 6789")).toBeVisible();
      await expect(other.getByRole("button", { name: /^Reveal/ })).toHaveCount(0);
      await other.goto(`/#/people/${personId}/banks`);
      await expect(other.getByText("•••• 7788")).toBeVisible();
      await expect(other.getByRole("main")).not.toContainText(accountNumber);

      // The server refuses the reveal itself, not only the screen.
      const signedIn = await signInApi(baseURL, editor.userName, editor.password);
      const api = apiAs(baseURL, signedIn.userAuthInfo.token);
      const banks = await api.listPersonSectionItems({ params: { section: "Bank", personId } });
      expect(banks.canReveal).toBe(false);
      const [bank] = banks.records;
      if (!bank) throw new Error("The bank account was not saved.");
      const refused = await api
        .revealPersonSecret({
          params: { section: "Bank", itemId: bank.id },
          body: { field: "accountNumber" },
        })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe(6);
      await other.context().close();
    });

    await test.step("the CSV export of the people list holds no SSN or account number", async () => {
      await admin.goto(`/#/people/all`);
      await expect(admin.getByRole("link", { name: `${talent.first} ${talent.last}` })).toBeVisible();
      const downloading = admin.waitForEvent("download");
      await admin.getByRole("button", { name: "Export CSV" }).click();
      const csv = await readFile(await (await downloading).path(), "utf8");
      expect(csv).toContain(talent.last);
      expect(csv).not.toContain(ssn);
      expect(csv).not.toContain(ssn.replaceAll("-", ""));
      expect(csv).not.toContain(accountNumber);
    });

    await test.step("the mother cannot be deleted while she signs for the minor", async () => {
      await adminApi.archivePerson({ params: { id: motherRecord.id } });
      const refused = await adminApi
        .deletePerson({ params: { id: motherRecord.id } })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe(7);
      expect(JSON.stringify((refused as ApiError).errors)).toContain(talent.last);

      await admin.goto(`/#/people/archive`);
      await admin.getByRole("button", { name: new RegExp(`^Delete ${mother.first}`) }).click();
      const dialog = admin.getByRole("dialog");
      await expect(dialog.getByText(/cannot be deleted while these records point at them/)).toBeVisible();
      await expect(dialog.getByText(`${talent.first} ${talent.last}`)).toBeVisible();
      await expect(dialog.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
      await dialog
        .getByRole("button", { name: /Close|Cancel/ })
        .first()
        .click();
      const still = await adminApi.getPersonById({ params: { id: motherRecord.id } });
      expect(still.fullName).toBe(`${mother.first} ${mother.last}`);
    });
  });
});
