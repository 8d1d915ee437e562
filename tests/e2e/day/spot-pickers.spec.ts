import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "../support/test.js";
import { adminAccount } from "../support/admin-account.js";
import { acceptAdminTerms } from "../support/api.js";
import { signInToDashboard } from "../support/session.js";

const run = Date.now().toString(36).toUpperCase();
const adId = `RDSP${run.slice(-7)}`;
const title = `Harbour Run ${run}`;
const performer = { first: "Rosa", last: `Quill${run}` };
const performerName = `${performer.first} ${performer.last}`;
const song = `Harbour Lights ${run}`;

/** A day counted from today, as the date inputs take it (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /: tabs$/ }).getByRole("link", { name, exact: true });

const screenshotsDir = path.resolve(import.meta.dirname, "../../../docs/screenshots");

/** The screen at 1440 and 1280 px for the README, only when asked (so a plain run changes no file). */
async function shoot(page: Page, screen: string, fullPage = false): Promise<void> {
  if (process.env.RIGHTSDESK_SCREENSHOTS !== "1") return;
  // The last action's toast has said its piece; it is not part of the screen.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screenshotsDir, `${screen}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("a spot's pages without dead ends", () => {
  test.setTimeout(120_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("a spot whose performer and music are created from its pickers, and whose answers stay true", async ({
    page,
  }) => {
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    // The Ad-ID rule is said before anything is typed, and a wrong code is named on leaving the field.
    await page.goto("/#/add/asset");
    const form = page.getByRole("form", { name: "Add asset" });
    const adIdField = form.getByLabel("Ad-ID", { exact: true });
    await expect(adIdField).toHaveAccessibleDescription(/4-character prefix not starting with 0/);
    await form.getByLabel("Title", { exact: true }).fill(title);
    await shoot(page, "add-spot-ad-id-hint", true);
    await adIdField.fill("0AB12");
    await adIdField.press("Tab");
    await expect(adIdField).toHaveAttribute("aria-invalid", "true");
    await adIdField.fill(adId);
    await expect(adIdField).not.toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Type", { exact: true }).selectOption("video");
    // An MPU five years out: the timeline then opens on the next two years.
    await form.getByLabel("Expiry Date (MPU end)").fill(day(5 * 365));
    await form.getByRole("button", { name: "Add asset" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // The performer is not on file: created from the cast dialog, the choices made so far kept.
    await tab(page, "Cast list").click();
    await page.getByRole("button", { name: "Add cast member" }).first().click();
    const cast = page.getByRole("dialog", { name: "Add cast member" });
    await cast.getByLabel("Performer category").selectOption("PRINCIPAL");
    await cast.getByLabel("Union", { exact: true }).selectOption({ label: "SAG-AFTRA" });
    const performerBox = cast.getByRole("combobox", { name: "Performer", exact: true });
    await performerBox.fill(performerName);
    const createPerson = page.getByRole("option", { name: `Create “${performerName}”…` });
    await expect(createPerson).toBeVisible();
    await shoot(page, "cast-dialog-create-person");
    await createPerson.click();
    const newPerson = page.getByRole("dialog", { name: "Create person" });
    await expect(newPerson.getByLabel("First name")).toHaveValue(performer.first);
    await expect(newPerson.getByLabel("Last name")).toHaveValue(performer.last);
    await shoot(page, "cast-dialog-new-person");
    await newPerson.getByLabel("Last name").press("Enter");
    await expect(newPerson).toHaveCount(0);
    await expect(performerBox).toHaveValue(performerName);
    await expect(performerBox).toBeFocused();
    // Back in the picker its choices open on the new person; Escape closes them, not the dialog.
    await performerBox.press("Escape");
    await expect(cast.getByText("Not on file yet?")).toBeVisible();
    await expect(cast.getByLabel("Performer category")).toHaveValue("PRINCIPAL");
    await expect(cast.getByLabel("Union", { exact: true })).toHaveValue("SAG AFTRA");
    await cast.getByLabel("On/off camera").selectOption({ label: "On camera" });
    await cast.getByRole("button", { name: "Add cast member" }).click();
    await expect(cast).toHaveCount(0);
    const row = page.getByRole("row", { name: new RegExp(performerName) });
    await expect(row).toContainText("On camera");
    await expect(row).toContainText("SAG-AFTRA");
    await expect(row).not.toContainText("ON_CAMERA");

    // The music is not on file either: created from "Link element", then linked.
    await tab(page, "Elements").click();
    await page.getByRole("button", { name: "Link element" }).first().click();
    const link = page.getByRole("dialog", { name: "Link element" });
    await link.getByRole("combobox", { name: "Element", exact: true }).fill(song);
    await page.getByRole("option", { name: `Create “${song}”…` }).click();
    const newElement = page.getByRole("dialog", { name: "Create element" });
    await expect(newElement.getByLabel("Title")).toHaveValue(song);
    await newElement.getByRole("button", { name: "Create element" }).click();
    await expect(newElement.getByText("Choose the element type.")).toBeVisible();
    await newElement.getByLabel("Element type").selectOption({ label: "Music" });
    await newElement.getByRole("button", { name: "Create element" }).click();
    await expect(newElement).toHaveCount(0);
    await expect(link.getByRole("combobox", { name: "Element", exact: true })).toHaveValue(song);
    await link.getByRole("combobox", { name: "Element", exact: true }).press("Escape");
    await link.getByRole("button", { name: "Link element" }).click();
    await expect(link).toHaveCount(0);
    await expect(page.getByRole("link", { name: song, exact: true })).toBeVisible();

    // A use right: the note is said to be required before saving.
    await tab(page, "Rights tracker").click();
    await page.getByRole("button", { name: "Add use right" }).first().click();
    const right = page.getByRole("dialog", { name: "Add use right" });
    const note = right.getByLabel("Note", { exact: true });
    await expect(note).toHaveAttribute("aria-required", "true");
    await expect(note).toHaveAccessibleDescription(/^Required/);
    await right.getByLabel("Use right type").fill("CABLE");
    await right.getByLabel("Media type (optional)").selectOption("TV");
    await right.getByLabel("Cycle length").selectOption("13 weeks");
    await right.getByLabel("Cycle start").fill(day(-10));
    await note.fill("First cable cycle");
    await right.getByRole("button", { name: "Add use right" }).click();
    await expect(right).toHaveCount(0);

    // "Can it air?" answers; changing the use right takes that answer away.
    const panel = page.getByRole("region", { name: "Can it air?" });
    await panel.getByLabel("Media type", { exact: true }).selectOption("TV");
    await panel.getByRole("button", { name: "Check" }).click();
    await expect(panel.getByTestId("clearance-verdict")).toBeVisible();
    await page.getByRole("button", { name: "Edit use right Cable" }).click();
    const edit = page.getByRole("dialog", { name: "Edit use right" });
    await edit.getByLabel("Cycle start").fill(day(-40));
    await edit.getByRole("button", { name: "Save use right" }).click();
    await expect(edit).toHaveCount(0);
    await expect(panel.getByTestId("clearance-verdict")).toHaveCount(0);
    await expect(panel.getByRole("status")).toContainText("Check again");

    // The timeline opens on the next two years beside a five-year MPU, and zooms out and back by keyboard.
    const timeline = page.getByRole("region", { name: "Expiration timeline" });
    const range = timeline.getByRole("group", { name: "Timeline range" });
    const nextTwoYears = range.getByRole("button", { name: "Next 2 years" });
    const all = range.getByRole("button", { name: "All" });
    await expect(nextTwoYears).toHaveAttribute("aria-pressed", "true");
    await expect(timeline.getByText("Today", { exact: true })).toBeVisible();
    await all.focus();
    await page.keyboard.press("Enter");
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await nextTwoYears.focus();
    await page.keyboard.press("Space");
    await expect(nextTwoYears).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "rights-tracker-next-two-years", true);
  });
});
