import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { adminAccount } from "./support/admin-account.js";
import { acceptAdminTerms, apiAs, signInApi } from "./support/api.js";
import { signInToDashboard } from "./support/session.js";

const run = Date.now().toString(36).toUpperCase();
const adId = `RDE2${run.slice(-7)}`;
const editAdId = `RDE3${run.slice(-7)}`;
const title = `Spring Drive ${run}`;
const jane = { first: "Jane", last: `Doe ${run}` };
const tom = { first: "Tom", last: `Vale ${run}` };
const music = `Sunrise Drive ${run}`;

/** A day counted from today, as the date inputs take it (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** MM/DD/YYYY, as the screens show dates. */
function shown(iso: string): string {
  const [year, month, date] = iso.split("-");
  return `${month}/${date}/${year}`;
}

/*
 * The hand-worked expectation: Jane's 13-week cycle runs from 30 days ago to 60 days ahead, Tom's
 * from 10 days ago to 80 days ahead, the MPU ends 400 days ahead, and the music's sync licence
 * ends 45 days ahead: the licence ends the spot first.
 */
const janeStart = day(-30);
const janeEnd = day(60);
const tomStart = day(-10);
const tomEnd = day(80);
const licenceEnd = day(45);

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /: tabs$/ }).getByRole("link", { name, exact: true });

/** Types into a reference picker in the open dialog and chooses the option with that name. */
async function pick(dialog: Locator, page: Page, label: string, name: string): Promise<void> {
  const box = dialog.getByRole("combobox", { name: label, exact: true });
  await box.fill(name.slice(0, 14));
  await page
    .getByRole("option", { name: new RegExp(name) })
    .first()
    .click();
}

async function addCast(page: Page, name: string, category: string, camera: string): Promise<void> {
  await page.getByRole("button", { name: "Add cast member" }).first().click();
  const dialog = page.getByRole("dialog", { name: /^Add cast member$/i });
  await pick(dialog, page, "Performer", name);
  await dialog.getByLabel("Performer category").selectOption(category);
  await dialog.getByLabel("Union", { exact: true }).selectOption("SAG AFTRA");
  await dialog.getByLabel("On/off camera").selectOption(camera);
  await dialog.getByRole("button", { name: /^Add cast member$/i }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
}

async function addUseRight(page: Page, holder: string, start: string, end: string): Promise<void> {
  await page.getByRole("button", { name: "Add use right" }).first().click();
  const dialog = page.getByRole("dialog", { name: /^Add use right$/i });
  await dialog.getByLabel("Use right type").fill("CABLE");
  await dialog.getByLabel("Cast member (optional)").selectOption({ label: holder });
  await dialog.getByLabel("Media type (optional)").selectOption("TV");
  await dialog.getByLabel("Cycle length").selectOption("13 weeks");
  await dialog.getByLabel("Cycle start").fill(start);
  // The domain's rule fills the last covered day in: start + 13 weeks − 1 day.
  await expect(dialog.getByLabel("Cycle end")).toHaveValue(end);
  await dialog.getByLabel("Note").fill(`First cable cycle for ${holder}`);
  await dialog.getByRole("button", { name: /^Add use right$/i }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("assets", () => {
  test.setTimeout(240_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("a spot with an edit version, two cast members with use rights and a music licence that ends it first", async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const adminApi = apiAs(baseURL, userAuthInfo.token);
    // The performers exist already (People has its own journey); everything else is made here.
    for (const person of [jane, tom]) {
      await adminApi.createPerson({
        body: {
          personName: { firstName: person.first, lastName: person.last },
          kinds: ["TALENT"],
          dateOfBirth: "1990-03-14",
        },
      });
    }
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    // The spot.
    await page.goto("/#/add/asset");
    const form = page.getByRole("form", { name: "Add asset" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Ad-ID", { exact: true }).fill(adId);
    await form.getByLabel("Type", { exact: true }).selectOption("video");
    await form.getByLabel("Expiry Date (MPU end)").fill(day(400));
    await form.getByRole("button", { name: "Add asset" }).click();
    await expect(page).toHaveURL(/#\/asset\/\d+\//);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const assetUrl = page.url();

    // An edit version under it.
    await tab(page, "Edit versions").click();
    await page.getByRole("button", { name: "Add edit version" }).first().click();
    const edit = page.getByRole("dialog", { name: /^Add edit version$/i });
    await expect(edit.getByLabel("Version label")).toHaveValue("Edit 1");
    await edit.getByLabel("Edit type").selectOption("SHORTER VERSION");
    await edit.getByLabel("Title", { exact: true }).fill(`${title} :15`);
    await edit.getByLabel("Ad-ID", { exact: true }).fill(editAdId);
    await edit.getByLabel("Expiry Date (MPU end)").fill(day(400));
    await edit.getByRole("button", { name: /^Add edit version$/i }).click();
    await expect(edit).toHaveCount(0);
    // Saving opens the edit version, under its base asset.
    await expect(page.getByRole("heading", { level: 1, name: `${title} :15` })).toBeVisible();
    await expect(page).toHaveURL(/#\/asset\/\d+\/\d+\//);
    await expect(page.getByText("Edit 1").first()).toBeVisible();
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Base asset" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit 1 · ${title} :15` })).toBeVisible();
    await expect(page.getByText(editAdId)).toBeVisible();

    // Two cast members, each with a cable cycle.
    await tab(page, "Cast list").click();
    await addCast(page, `${jane.first} ${jane.last}`, "PRINCIPAL", "ON_CAMERA");
    await addCast(page, `${tom.first} ${tom.last}`, "VOICE OVER", "OFF_CAMERA");
    await tab(page, "Rights tracker").click();
    await addUseRight(page, `${jane.first} ${jane.last}`, janeStart, janeEnd);
    await addUseRight(page, `${tom.first} ${tom.last}`, tomStart, tomEnd);
    // Before the music, Jane's cycle ends the spot first.
    await expect(page.getByTestId("earliest-expiry")).toContainText(shown(janeEnd));
    await expect(page.getByTestId("earliest-expiry")).toContainText(`${jane.first} ${jane.last}`);

    // The music element, its sync licence, and the link to the spot.
    await page.goto("/#/add/element");
    const elementForm = page.getByRole("form", { name: "Add element" });
    await elementForm.getByLabel("Title", { exact: true }).fill(music);
    await elementForm.getByLabel("Element type").selectOption("MUSIC");
    await elementForm.getByLabel("Music origin").selectOption("LICENSED");
    await elementForm.getByRole("button", { name: "Add element" }).click();
    await expect(page).toHaveURL(/#\/elements\/\d+\//);
    await tab(page, "Rights contracted").click();
    await page.getByRole("button", { name: "Add licence" }).first().click();
    const licence = page.getByRole("dialog", { name: /^Add licence$/i });
    await licence.getByLabel("Rights kind (optional)").selectOption("SYNCHRONIZATION");
    await licence.getByLabel("Term start").fill(day(-60));
    await licence.getByLabel("Term end (optional)").fill(licenceEnd);
    await licence.getByLabel("Media 1", { exact: true }).selectOption("ALL MEDIA");
    await licence.getByRole("button", { name: /^Add licence$/i }).click();
    await expect(licence).toHaveCount(0);

    await page.goto(assetUrl);
    await tab(page, "Elements").click();
    await page.getByRole("button", { name: "Link element" }).first().click();
    const link = page.getByRole("dialog", { name: /^Link element$/i });
    await pick(link, page, "Element", music);
    await link.getByRole("button", { name: /^Link element$/i }).click();
    await expect(link).toHaveCount(0);
    await expect(page.getByRole("link", { name: music, exact: true })).toBeVisible();

    // The timeline: every use right, the licence and the MPU, with the licence marked as the first to end.
    await tab(page, "Rights tracker").click();
    const timeline = page.getByRole("region", { name: "Expiration timeline" });
    await expect(timeline).toBeVisible();
    const chart = timeline.getByRole("img");
    await expect(chart).toHaveAttribute("aria-label", new RegExp(`${jane.first} ${jane.last}`));
    await expect(chart).toHaveAttribute("aria-label", new RegExp(`${tom.first} ${tom.last}`));
    await expect(chart).toHaveAttribute("aria-label", new RegExp(music));
    await expect(chart).toHaveAttribute("aria-label", /Today/i);
    const earliest = page.getByTestId("earliest-expiry");
    await expect(earliest).toContainText(shown(licenceEnd));
    await expect(earliest).toContainText(`${music}: Synchronization licence`);
    // The header says the same, on every tab.
    await expect(page.getByTestId("asset-earliest-expiration")).toContainText(shown(licenceEnd));
    await expect(page.getByTestId("asset-earliest-expiration")).toContainText(music);

    // The API agrees.
    const assets = await adminApi.listAssets({
      query: { includeEditVersion: "false" },
      body: { filters: [{ property: "adId", operator: "eq", value: adId }] },
    });
    const [row] = assets.records;
    if (!row) throw new Error(`The asset ${adId} is not in the list.`);
    const answer = await adminApi.getAssetEarliestExpire({ params: { id: row.id } });
    expect(answer).toMatchObject({ status: "expires", date: licenceEnd, item: { kind: "element" } });
  });
});
