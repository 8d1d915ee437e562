import { expect } from "@playwright/test";
import { test } from "../support/test.js";
import { acceptAdminTerms } from "../support/api.js";
import { adminAccount } from "../support/admin-account.js";
import { dashboardUrl, loginUrl, signInToDashboard, storedToken } from "../support/session.js";

// This project's server: idle after 8 s, one-minute tokens refreshed once 50 s or less remain.
test.beforeAll(async () => {
  await acceptAdminTerms(String(test.info().project.use.baseURL));
});

test.describe("an idle session", () => {
  test("after the idle timeout a prompt counts down from 20 seconds, then signs the user out", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    const prompt = page.getByRole("dialog", { name: "Are you still there?" });
    await expect(prompt.getByRole("button", { name: "Stay signed in" })).toBeVisible({ timeout: 20_000 });
    const timer = prompt.getByRole("timer");
    const shownFirst = Number(await timer.textContent());
    expect(shownFirst).toBeGreaterThanOrEqual(17);
    expect(shownFirst).toBeLessThanOrEqual(20);
    await expect.poll(async () => Number(await timer.textContent())).toBeLessThan(shownFirst);
    // Moving the mouse over the prompt is not an answer: only its buttons are.
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 200);
    await expect(timer).toBeVisible();

    await expect(page).toHaveURL(loginUrl, { timeout: 30_000 });
    await expect(page.getByText("You were signed out after a period of inactivity.")).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test("'Stay signed in' closes the prompt and refreshes the token", async ({ page }) => {
    test.setTimeout(60_000);
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    const prompt = page.getByRole("dialog", { name: "Are you still there?" });
    const stay = prompt.getByRole("button", { name: "Stay signed in" });
    await expect(stay).toBeVisible({ timeout: 20_000 });
    const before = await storedToken(page);

    const refresh = page.waitForResponse((response) => response.url().endsWith("/api/v1/User/RefreshToken"));
    await stay.click();
    expect((await refresh).ok()).toBe(true);
    await expect(prompt).toHaveCount(0);
    await expect.poll(() => storedToken(page)).not.toBe(before);
    await expect(page).toHaveURL(dashboardUrl);
  });

  test("a busy user's token is refreshed silently before it runs out", async ({ page }) => {
    test.setTimeout(60_000);
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);
    const first = await storedToken(page);
    await expect
      .poll(
        async () => {
          await page.mouse.move(100 + Math.random() * 400, 100 + Math.random() * 300);
          return storedToken(page);
        },
        { timeout: 25_000, intervals: [1000] },
      )
      .not.toBe(first);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(dashboardUrl);
  });
});
