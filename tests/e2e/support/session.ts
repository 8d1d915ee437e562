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

/**
 * Opens the user menu and chooses "Sign out" from the keyboard, as the menu offers (End, Enter):
 * a mouse click can land while the dashboard's widgets are still filling in and moving the page
 * under the open menu.
 */
export async function chooseSignOut(page: Page, fullName: string): Promise<void> {
  await page.getByRole("button", { name: fullName }).click();
  const signOut = page.getByRole("menu").getByRole("menuitem", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  await page.keyboard.press("End");
  await expect(signOut).toHaveAttribute("data-focus", "");
  await page.keyboard.press("Enter");
}

export async function signOutFromMenu(page: Page, fullName: string): Promise<void> {
  await chooseSignOut(page, fullName);
  await expect(page).toHaveURL(loginUrl);
}
