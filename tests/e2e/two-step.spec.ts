import { expect } from "@playwright/test";
import { test } from "./support/test.js";
import { createUser, settleUser } from "./support/api.js";
import {
  dashboardUrl,
  loginUrl,
  signInToDashboard,
  signOutFromMenu,
  submitSignIn,
} from "./support/session.js";
import { nextTotpCode } from "./support/totp.js";

test("turning on two-step sign-in, then signing in with a code from the app", async ({ page, baseURL }) => {
  // A code already used is refused, so the sign-in may wait for the app's next code (30 s).
  test.setTimeout(90_000);
  const user = await settleUser(baseURL ?? "", await createUser(baseURL ?? "", { prefix: "mfa" }));
  await signInToDashboard(page, user.userName, user.password);

  await page.goto("/#/profile");
  const card = page.getByRole("region", { name: /^Two-step sign-in/ });
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Set up" }).click();
  await expect(card.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = await card.getByLabel("Setup key").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await card.getByLabel("Authentication code").fill(await nextTotpCode(secret));
  await card.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();

  await signOutFromMenu(page, `${user.firstName} ${user.lastName}`);
  await submitSignIn(page, user.userName, user.password);
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");

  await code.fill("12");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(code).toHaveAccessibleDescription("Enter the 6-digit code from your authenticator app.");
  await expect(page).toHaveURL(loginUrl);

  await code.fill(await nextTotpCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(dashboardUrl);
});
