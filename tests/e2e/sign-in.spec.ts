import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { adminAccount } from "./support/admin-account.js";
import { chooseSignOut } from "./support/session.js";

const loginUrl = /\/#\/login(\?.*)?$/;
const dashboardUrl = /\/#\/dashboard$/;

async function fillSignIn(page: Page, password: string = adminAccount.password): Promise<void> {
  await page.getByLabel("User name").fill(adminAccount.userName);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in and returns the full name the server gave for the user. */
async function signIn(page: Page): Promise<string> {
  const loginResponse = page.waitForResponse((response) => response.url().endsWith("/api/v1/User/Login"));
  await fillSignIn(page);
  const body = (await (await loginResponse).json()) as { userInfo: { firstName: string; lastName: string } };
  const fullName = `${body.userInfo.firstName} ${body.userInfo.lastName}`;
  await expect(page).toHaveURL(dashboardUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
  return fullName;
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem("rightsdesk.token"));

test.describe("signing in", () => {
  test("sysadmin signs in and lands on the dashboard with their name and access", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(loginUrl);
    await expect(page.getByLabel("User name")).toBeFocused();

    const permissionRequest = page.waitForRequest((request) =>
      request.url().endsWith("/api/v1/User/GetPermission"),
    );
    const fullName = await signIn(page);

    await expect(page.getByRole("button", { name: fullName })).toBeVisible();
    // The role's rights sit below the widgets, folded away until asked for.
    await page.getByText("What your role lets you do", { exact: true }).click();
    const access = page.getByRole("table", { name: "What your role lets you do in each module" });
    await expect(access.getByRole("row", { name: /^Dashboard/ })).toBeVisible();
    await expect(access.getByRole("row", { name: /^Admin/ })).toContainText("Yes");

    const headers = (await permissionRequest).headers();
    expect(headers["authorization"]).toMatch(/^Bearer .+/);
    expect(headers["x-user-profile-id"]).toMatch(/^\d+$/);
    expect(headers["x-visitor-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a reload keeps the user signed in", async ({ page }) => {
    await page.goto("/#/login");
    const fullName = await signIn(page);

    await page.reload();

    await expect(page).toHaveURL(dashboardUrl);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${fullName}` })).toBeVisible();
    await expect(page.getByRole("button", { name: fullName })).toBeVisible();
  });

  test("signing out returns to sign-in and the dashboard is no longer reachable", async ({ page }) => {
    await page.goto("/#/login");
    const fullName = await signIn(page);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await chooseSignOut(page, fullName);

    await expect(page).toHaveURL(loginUrl);
    await expect(page.getByLabel("User name")).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await page.goto("/#/dashboard");
    await expect(page).toHaveURL(/\/#\/login\?returnTo=%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: /^Welcome/ })).toHaveCount(0);

    // The server has ended the session too: the old token opens nothing.
    const permission = await page.request.get("/api/v1/User/GetPermission", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(permission.status()).toBe(401);
  });

  test("a wrong password shows the server's message and stays on sign-in", async ({ page }) => {
    await page.goto("/#/login");
    const loginResponse = page.waitForResponse((response) => response.url().endsWith("/api/v1/User/Login"));
    await fillSignIn(page, "not-the-password");
    const { message } = (await (await loginResponse).json()) as { message: string };

    const alert = page.getByRole("alert");
    await expect(alert).toContainText(message);
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(loginUrl);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
  });

  test("an empty form names each missing field without calling the server", async ({ page }) => {
    let loginCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/User/Login")) loginCalls += 1;
    });
    await page.goto("/#/login");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByLabel("User name")).toHaveAccessibleDescription("Enter your user name.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Enter your password.");
    await expect(page.getByLabel("User name")).toBeFocused();
    expect(loginCalls).toBe(0);
  });

  test("a signed-out visit to the dashboard goes to sign-in, then back to the dashboard", async ({
    page,
  }) => {
    await page.goto("/#/dashboard");
    await expect(page).toHaveURL(/\/#\/login\?returnTo=%2Fdashboard$/);

    await signIn(page);

    await expect(page).toHaveURL(dashboardUrl);
  });

  test("a token the server no longer accepts sends the user back to sign in, saying why", async ({
    page,
  }) => {
    await page.goto("/#/login");
    await page.evaluate(() => {
      window.localStorage.setItem("rightsdesk.token", "not-a-real-token");
      window.localStorage.setItem(
        "rightsdesk.tokenExpiryDate",
        new Date(Date.now() + 3_600_000).toISOString(),
      );
    });

    const rejection = page.waitForResponse((response) =>
      response.url().endsWith("/api/v1/User/GetPermission"),
    );
    await page.goto("/#/dashboard");
    const { message } = (await (await rejection).json()) as { message: string };

    await expect(page).toHaveURL(/\/#\/login\?returnTo=%2Fdashboard$/);
    await expect(page.getByLabel("User name")).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});
