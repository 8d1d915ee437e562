import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { adminAccount } from "./support/admin-account.js";
import { apiAs, signInApi, uniqueUserName } from "./support/api.js";
import { submitSignIn } from "./support/session.js";

const run = Date.now().toString(36);
const roleName = `Company reader ${run}`;
const newUser = {
  userName: `reader.${run}`,
  firstName: "Rita",
  lastName: "Reader",
  email: `reader.${run}@example.com`,
  firstPassword: "First-Pass-4821",
  ownPassword: "Own-Chosen-Pass-7391",
};
const routeDenied = "You do not have permission to access this route.";

/** A browser of its own (its own storage, so its own session), signed in as `userName`. */
async function openSignedIn(
  browser: Browser,
  baseURL: string,
  userName: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/#/login");
  await submitSignIn(page, userName, password);
  await expect(page).not.toHaveURL(/\/#\/login/);
  return page;
}

/** Accepts the terms when the guard asks for them first (a fresh account has not yet). */
async function acceptTermsIfAsked(page: Page): Promise<void> {
  await page.waitForURL(/\/#\/(dashboard|terms-and-conditions)/);
  if (page.url().includes("/terms-and-conditions")) {
    await page.getByRole("button", { name: "I accept" }).click();
  }
  await expect(page).toHaveURL(/\/#\/dashboard/);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The first sign-in of a user an administrator created: their own password, then the terms. */
async function replaceFirstPassword(page: Page, firstPassword: string, ownPassword: string): Promise<void> {
  await expect(page).toHaveURL(/\/#\/profile/);
  await page.getByLabel("Current password").fill(firstPassword);
  await page.getByLabel("New password", { exact: true }).fill(ownPassword);
  await page.getByLabel("Confirm new password").fill(ownPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await acceptTermsIfAsked(page);
}

test.describe("administering access", () => {
  test.setTimeout(120_000);

  test("a role with Company read only, a user holding it, refused elsewhere and signed out when blocked", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const admin = await openSignedIn(browser, baseURL, adminAccount.userName, adminAccount.password);
    await acceptTermsIfAsked(admin);
    await expect(mainNav(admin).getByRole("link", { name: "Admin" })).toBeVisible();

    await test.step("the admin creates a role that reads Company and nothing else", async () => {
      await mainNav(admin).getByRole("link", { name: "Admin" }).click();
      await expect(admin).toHaveURL(/\/#\/admin\/user-management$/);
      await admin.getByRole("link", { name: "Roles & permissions" }).click();
      await admin.getByRole("link", { name: "New role" }).click();
      await admin.getByLabel("Role name").fill(roleName);
      await admin.getByLabel("Description").fill("Reads companies only.");

      // Write implies read, and clearing read takes write with it.
      await admin.getByRole("checkbox", { name: "Company: write" }).check();
      await expect(admin.getByRole("checkbox", { name: "Company: read" })).toBeChecked();
      await admin.getByRole("checkbox", { name: "Company: read" }).uncheck();
      await expect(admin.getByRole("checkbox", { name: "Company: write" })).not.toBeChecked();
      await admin.getByRole("checkbox", { name: "Company: read" }).check();

      const saved = admin.waitForResponse((response) => response.url().endsWith("/api/v1/User/Role/Mutate"));
      await admin.getByRole("button", { name: "Create role" }).click();
      const role = (await (await saved).json()) as { moduleAccesses: { name: string }[] };
      expect(role.moduleAccesses.map((access) => access.name)).toEqual(["Company"]);
      await expect(admin).toHaveURL(/\/#\/admin\/roles-permission\?role=\d+$/);
      await expect(admin.getByRole("link", { name: new RegExp(`^${roleName}`) })).toContainText("0 users");
    });

    await test.step("the admin adds a user with that role and a first password", async () => {
      await admin.goto("/#/add/user");
      await admin.getByLabel("First name").fill(newUser.firstName);
      await admin.getByLabel("Last name").fill(newUser.lastName);
      await admin.getByLabel("User name").fill(newUser.userName);
      await admin.getByLabel("E-mail").fill(newUser.email);
      await admin.getByLabel("Role").selectOption({ label: roleName });
      await admin.getByLabel("First password").fill(newUser.firstPassword);
      await admin.getByRole("button", { name: "Add user" }).click();

      await expect(admin).toHaveURL(/\/#\/admin\/user-management\/\d+\/user-profile$/);
      await expect(
        admin.getByRole("heading", { name: `${newUser.firstName} ${newUser.lastName}` }),
      ).toBeVisible();
      await expect(admin.getByText("Must be changed at next sign-in")).toBeVisible();
    });

    const user = await openSignedIn(browser, baseURL, newUser.userName, newUser.firstPassword);

    await test.step("the user must replace the first password before anything else", async () => {
      await replaceFirstPassword(user, newUser.firstPassword, newUser.ownPassword);
    });

    await test.step("the user sees only what they may read, and is turned away from the admin area", async () => {
      await expect(mainNav(user).getByRole("link", { name: "Admin" })).toHaveCount(0);

      await user.goto("/#/admin/user-management");
      await expect(user.getByText(routeDenied)).toBeVisible();
      await expect(user).toHaveURL(/\/#\/dashboard$/);
      await expect(user.getByRole("heading", { name: "Users" })).toHaveCount(0);
    });

    await test.step("the user sees companies read-only", async () => {
      const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
      const company = await apiAs(baseURL, userAuthInfo.token).createCompany({
        body: { companyNames: [`Readable Pictures ${run}`], companyType: { mainType: "PRODUCTION COMPANY" } },
      });
      await mainNav(user).getByRole("link", { name: "Companies" }).click();
      await expect(user).toHaveURL(/\/#\/companies\/all/);
      await user.getByRole("link", { name: `Readable Pictures ${run}` }).click();
      await expect(user).toHaveURL(new RegExp(`/#/company/${company.id}/company-profile$`));
      await expect(user.getByRole("heading", { level: 1, name: `Readable Pictures ${run}` })).toBeVisible();
      await expect(user.getByRole("link", { name: "Add company" })).toHaveCount(0);
      await expect(user.getByRole("button", { name: "Edit profile" })).toHaveCount(0);
      await expect(user.getByRole("button", { name: "Archive", exact: true })).toHaveCount(0);
      await user.getByRole("link", { name: "Staff", exact: true }).click();
      await expect(user.getByText("No staff yet.")).toBeVisible();
      await expect(user.getByRole("button", { name: /^Add staff member/ })).toHaveCount(0);
    });

    await test.step("the admin blocks the user, after confirming", async () => {
      await admin.getByRole("button", { name: "Block user" }).click();
      const dialog = admin.getByRole("dialog", { name: `Block ${newUser.firstName} ${newUser.lastName}?` });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await dialog.getByRole("button", { name: "Block user" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(admin.getByRole("button", { name: "Unblock user" })).toBeVisible();
    });

    await test.step("the user's next action lands on sign-in with the server's message", async () => {
      const refused = user.waitForResponse(
        (response) => response.url().includes("/api/v1/") && response.status() === 401,
      );
      await user.reload();
      const { message } = (await (await refused).json()) as { message: string };
      await expect(user).toHaveURL(/\/#\/login/);
      await expect(user.getByText(message)).toBeVisible();
      expect(await user.evaluate(() => window.localStorage.getItem("rightsdesk.token"))).toBeNull();
    });

    await test.step("the blocked user is listed as blocked, and filtering by status finds them", async () => {
      await admin.goto(`/#/admin/user-management?status=BLOCKED`);
      await expect(admin.getByRole("link", { name: newUser.userName })).toBeVisible();
      await expect(admin.getByRole("row", { name: new RegExp(newUser.userName) })).toContainText("Blocked");
    });
  });

  test("an admin who may only read sees users and roles, with no way to change them, and the list keeps its state in the address", async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
    const api = apiAs(baseURL, userAuthInfo.token);
    const role = await api.mutateRole({
      body: {
        name: `Admin reader ${run}`,
        description: "Reads the admin area.",
        moduleAccesses: [
          {
            name: "Admin",
            accessPermission: { canRead: true, canWrite: false, canDelete: false },
            itemAccesses: [],
          },
        ],
      },
    });
    const reader = {
      userName: uniqueUserName("admin-reader"),
      first: "First-Pass-5150",
      own: "Own-Chosen-Pass-5151",
    };
    await api.mutateUser({
      body: {
        userName: reader.userName,
        firstName: "Ada",
        lastName: "Reader",
        email: `${reader.userName}@example.com`,
        userType: "PLATFORM USER",
        password: reader.first,
        profiles: [{ roleId: role.id, elevatedRoleName: null, isDefault: true }],
      },
    });

    const page = await openSignedIn(browser, baseURL, reader.userName, reader.first);
    await replaceFirstPassword(page, reader.first, reader.own);

    await test.step("the users list opens from a bookmarked address with its sort and page size", async () => {
      await page.goto("/#/admin/user-management?sort=userName&dir=desc&size=10");
      const table = page.getByRole("table", { name: /^Users/ });
      await expect(table.getByRole("columnheader", { name: "User name" })).toHaveAttribute(
        "aria-sort",
        "descending",
      );
      await expect(page.getByLabel("Rows per page")).toHaveValue("10");
      await expect(page.getByRole("link", { name: "Add user" })).toHaveCount(0);

      await table.getByRole("button", { name: "E-mail" }).click();
      await expect(page).toHaveURL(/sort=email/);
      await expect(table.getByRole("columnheader", { name: "E-mail" })).toHaveAttribute(
        "aria-sort",
        "ascending",
      );
      await page.getByLabel("Status").selectOption("ACTIVE");
      await expect(page).toHaveURL(/status=ACTIVE/);
      await expect(page).toHaveURL(/size=10/);
    });

    await test.step("a user's page shows their details, read-only", async () => {
      await page.getByRole("link", { name: adminAccount.userName, exact: true }).click();
      await expect(page).toHaveURL(/\/#\/admin\/user-management\/\d+\/user-profile$/);
      await expect(page.getByLabel("User name")).toHaveValue(adminAccount.userName);
      await expect(page.getByLabel("User name")).toBeDisabled();
      for (const action of ["Save changes", "Block user", "Delete user", "Set new password"]) {
        await expect(page.getByRole("button", { name: action })).toHaveCount(0);
      }
      await page.getByRole("link", { name: "Access" }).click();
      await expect(page.getByRole("table", { name: /^Profiles of/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Add profile" })).toHaveCount(0);
    });

    await test.step("roles show their permissions, and nothing offers to change them", async () => {
      await page.getByRole("link", { name: "Roles & permissions" }).click();
      await expect(page.getByRole("link", { name: "New role" })).toHaveCount(0);
      await page.getByRole("link", { name: new RegExp(`^Admin reader ${run}`) }).click();
      await expect(page.getByRole("checkbox", { name: "Admin: read" })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Admin: read" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Save role" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Delete role" })).toHaveCount(0);
    });
  });
});
