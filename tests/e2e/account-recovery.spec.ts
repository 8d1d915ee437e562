import { expect } from "@playwright/test";
import { test } from "./support/test.js";
import { createUser, settleUser } from "./support/api.js";
import { outboxOf, readResetLink } from "./support/mail.js";
import { serverAt } from "./support/servers.js";
import { dashboardUrl, loginUrl, submitSignIn } from "./support/session.js";

test.describe("resetting a forgotten password", () => {
  test("the e-mailed link sets a new password, which then signs in", async ({ page, baseURL }) => {
    const user = await settleUser(baseURL ?? "", await createUser(baseURL ?? "", { prefix: "reset" }));

    await page.goto("/#/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/#\/reset-password$/);
    await page.getByLabel("User name or e-mail").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account matches, we sent a link")).toBeVisible();

    const link = await readResetLink(outboxOf(serverAt(baseURL).name), user.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(page.getByText(user.userName, { exact: true })).toBeVisible();

    // The domain's rules show as the user types.
    const newPassword = page.getByLabel("New password", { exact: true });
    await newPassword.fill("short");
    await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
    const chosen = `Reset-${crypto.randomUUID().slice(0, 8)}`;
    await newPassword.fill(chosen);
    await expect(page.getByText("This password meets the rules.")).toBeVisible();
    await page.getByLabel("Confirm new password").fill(chosen);
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(page).toHaveURL(loginUrl);
    await expect(page.getByText("Your password was changed. Sign in with your new password.")).toBeVisible();
    await submitSignIn(page, user.userName, user.password);
    await expect(page.getByRole("alert")).toBeVisible();
    await submitSignIn(page, user.userName, chosen);
    await expect(page).toHaveURL(dashboardUrl);

    // A reset link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  });

  test("a link that is not valid says so and offers a new one", async ({ page }) => {
    await page.goto("/#/reset-new-password?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/#\/reset-password$/);
    await expect(page.getByLabel("User name or e-mail")).toBeFocused();
  });
});
