import { expect } from "@playwright/test";
import { test } from "./support/test.js";
import { createUser, settleUser } from "./support/api.js";
import { dashboardUrl, signInToDashboard } from "./support/session.js";

test.describe("your profile", () => {
  test("edits to your details ask before they are left, and save", async ({ page, baseURL }) => {
    const user = await settleUser(baseURL ?? "", await createUser(baseURL ?? "", { prefix: "details" }));
    await signInToDashboard(page, user.userName, user.password);

    await page.getByRole("button", { name: "Grace Hopper" }).click();
    await page.getByRole("menuitem", { name: "Your profile" }).click();
    await expect(page).toHaveURL(/\/#\/profile$/);
    await page.getByLabel("First name").fill("Ada");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    const dialog = page.getByRole("dialog", { name: "Discard Changes" });
    await expect(dialog).toContainText(
      "Any changes made will be lost. Are you sure you want to leave this form?",
    );
    await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/#\/profile$/);
    await expect(page.getByLabel("First name")).toHaveValue("Ada");

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your details were saved.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ada Hopper" })).toBeVisible();

    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByRole("button", { name: "Back" }).click();
    await dialog.getByRole("button", { name: "Yes, Discard" }).click();
    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ada Hopper" })).toBeVisible();
  });
});
