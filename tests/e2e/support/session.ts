import { expect, type Page } from "@playwright/test";

export const loginUrl = /\/#\/login(\?.*)?$/;
export const dashboardUrl = /\/#\/dashboard$/;

export const storedToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem("rightsdesk.token"));

/** Fills the sign-in form and submits it. */
export async function submitSignIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByLabel("User name").fill(userName);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in from the sign-in page and waits for the dashboard. */
export async function signInToDashboard(page: Page, userName: string, password: string): Promise<void> {
  await page.goto("/#/login");
  await submitSignIn(page, userName, password);
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
}

export async function signOutFromMenu(page: Page, fullName: string): Promise<void> {
  await page.getByRole("button", { name: fullName }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(loginUrl);
}
