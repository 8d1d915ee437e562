import { expect } from "@playwright/test";
import { test } from "../support/test.js";
import { acceptAdminTerms } from "../support/api.js";
import { adminAccount } from "../support/admin-account.js";
import { dashboardUrl, loginUrl, signInToDashboard, storedToken } from "../support/session.js";

// This project's server: one-minute tokens, no silent refresh, 'Session Expiring' 50 s before.
test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

test.describe("a session about to expire", () => {
  test("'Session Expiring' asks before the token runs out, and Yes keeps the session", async ({ page }) => {
    test.setTimeout(60_000);
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    const before = await storedToken(page);

    const dialog = page.getByRole("dialog", { name: "Session Expiring" });
    const yes = dialog.getByRole("button", { name: "Yes" });
    await expect(yes).toBeVisible({ timeout: 20_000 });
    await expect(yes).toBeFocused();
    await expect(dialog).toContainText("Your session is about to expire in the next minute.");
    await expect(dialog).toContainText("Click 'Yes' if you wish to continue working in this session.");
    // It stays until answered.
    await page.keyboard.press("Escape");
    await expect(yes).toBeVisible();

    const refresh = page.waitForResponse((response) => response.url().endsWith("/api/v1/User/RefreshToken"));
    await yes.click();
    expect((await refresh).ok()).toBe(true);
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => storedToken(page)).not.toBe(before);
    await expect(page).toHaveURL(dashboardUrl);

    const permission = await page.request.get("/api/v1/User/GetPermission", {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(permission.status()).toBe(200);
  });

  test("No ends the session at once", async ({ page }) => {
    test.setTimeout(60_000);
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    const no = page.getByRole("dialog", { name: "Session Expiring" }).getByRole("button", { name: "No" });
    await expect(no).toBeVisible({ timeout: 20_000 });
    await no.click();

    await expect(page).toHaveURL(loginUrl);
    await expect(
      page.getByText("Your session has ended. Sign in again whenever you are ready."),
    ).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});
