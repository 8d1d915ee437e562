import { expect } from "@playwright/test";
import { test } from "./support/test.js";
import { createUser, settleUser } from "./support/api.js";
import { dashboardUrl, submitSignIn } from "./support/session.js";

test.describe("what a signed-in user must do first", () => {
  test("a password an administrator set is changed before anything else opens, then the terms", async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(baseURL ?? "", { prefix: "first" });
    await page.goto("/#/login");
    await submitSignIn(page, user.userName, user.password);

    await expect(page).toHaveURL(/\/#\/profile\?section=password$/);
    await expect(page.getByText("Choose your own password to continue")).toBeVisible();
    await expect(page.getByLabel("Current password")).toBeFocused();
    await page.goto("/#/dashboard");
    await expect(page).toHaveURL(/\/#\/profile\?section=password$/);

    const chosen = `Mine-${crypto.randomUUID().slice(0, 8)}`;
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill(chosen);
    await page.getByLabel("Confirm new password").fill(chosen);
    await page.getByRole("button", { name: "Change password" }).click();

    // Then the terms, until accepted; then where the user was going.
    await expect(page).toHaveURL(/\/#\/terms-and-conditions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Terms of use" })).toContainText(
      "Your account is yours alone",
    );
    await page.goto("/#/profile");
    await expect(page).toHaveURL(/\/#\/terms-and-conditions\?returnTo=%2Fprofile$/);
    await page.getByRole("button", { name: "I accept" }).click();
    await expect(page).toHaveURL(/\/#\/profile$/);
    await page.goto("/#/dashboard");
    await expect(page).toHaveURL(dashboardUrl);
  });

  test("a route the user may not read leads to the dashboard with a warning", async ({ page, baseURL }) => {
    const user = await settleUser(
      baseURL ?? "",
      await createUser(baseURL ?? "", { prefix: "guard", modules: ["Dashboard"] }),
    );
    await page.goto("/#/login");
    await submitSignIn(page, user.userName, user.password);
    await expect(page).toHaveURL(dashboardUrl);

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /admin/i })).toHaveCount(0);

    await page.goto("/#/companies/all");
    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByText("You do not have permission to access this route.")).toBeVisible();
  });

  test("a user with several profiles chooses one after signing in, and works in it", async ({
    page,
    baseURL,
  }) => {
    const user = await settleUser(
      baseURL ?? "",
      await createUser(baseURL ?? "", { prefix: "multi", profiles: 2 }),
    );
    const second = user.detail.profiles.find((profile) => !profile.isDefault);
    if (!second) throw new Error("The user was made with two profiles.");

    await page.goto("/#/login");
    await submitSignIn(page, user.userName, user.password);
    await expect(page).toHaveURL(/\/#\/profile\/switch-profile(\?.*)?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a profile" })).toBeVisible();

    const permission = page.waitForRequest((request) => request.url().endsWith("/api/v1/User/GetPermission"));
    await page.getByRole("button", { name: `Work as ${second.roleName} in ${second.tenantName}` }).click();
    await expect(page).toHaveURL(dashboardUrl);
    expect((await permission).headers()["x-user-profile-id"]).toBe(String(second.id));
    await page.getByText("What your role lets you do", { exact: true }).click();
    await expect(page.getByText(`Modules granted by your role, ${second.roleName}.`)).toBeVisible();
  });
});
