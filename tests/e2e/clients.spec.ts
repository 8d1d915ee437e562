import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test.js";
import { adminAccount } from "./support/admin-account.js";
import { acceptAdminTerms, apiAs, settleUser, signInApi, type NewUser } from "./support/api.js";
import { signInToDashboard } from "./support/session.js";

const run = Date.now().toString(36).toUpperCase();

/** A day counted from today (UTC), YYYY-MM-DD. */
function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

interface JourneyClient {
  name: string;
  /** The advertiser whose spots the client's advertiser user sees. */
  advertiser: string;
  spot: string;
  adIdPrefix: string;
  user: NewUser;
}

function journeyClient(name: string, spot: string, adIdPrefix: string, userName: string): JourneyClient {
  return {
    name: `${name} ${run}`,
    advertiser: `${name} Brands ${run}`,
    // Both titles share the words a search looks for; only the client's name tells them apart.
    spot: `Client spot ${run} ${spot}`,
    adIdPrefix,
    user: {
      userName: `${userName}.${run.toLowerCase()}`,
      email: `${userName}.${run.toLowerCase()}@example.com`,
      password: `First-Pass-${run}`,
      firstName: "Ada",
      lastName: name.split(" ")[0] ?? name,
      detail: undefined as unknown as NewUser["detail"],
    },
  };
}

const northwind = journeyClient("Northwind Foods", "Harvest", "NWF1", "nora");
const contoso = journeyClient("Contoso Drinks", "Fizz", "CSD1", "carl");

const picker = (page: Page) => page.getByRole("button", { name: /Acting for client/ });

/** Chooses `client` in the shell's picker, which lands on the dashboard. */
async function actFor(page: Page, client: JourneyClient, screenshot?: string): Promise<void> {
  // The picker names the client beside its button on wide screens only (2xl): the picture shows it.
  const viewport = page.viewportSize();
  if (screenshot) await page.setViewportSize({ width: 1600, height: 800 });
  await picker(page).click();
  const option = page.getByRole("option", { name: client.name });
  await expect(option).toBeVisible();
  if (screenshot) {
    await page.screenshot({ path: test.info().outputPath(screenshot) });
    if (viewport) await page.setViewportSize(viewport);
  }
  await option.click();
  await expect(page.getByText(`Now acting for ${client.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/#\/dashboard$/);
  await expect(picker(page)).toContainText(client.name);
}

/**
 * In the client acted for: a role reading assets, alerts and reports, and an advertiser user holding
 * it, narrowed to the client's advertiser.
 */
async function addRoleAndUser(page: Page, client: JourneyClient): Promise<void> {
  const roleName = `Advertiser ${client.name}`;
  await page.goto("/#/admin/roles-permission?role=new");
  await page.getByLabel("Role name").fill(roleName);
  await page.getByLabel("Description").fill("Sees the advertiser's own spots.");
  for (const right of ["Asset: read", "Alerts & Notification: read", "Reports: read", "Dashboard: read"]) {
    await page.getByRole("checkbox", { name: right }).check();
  }
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page).toHaveURL(/\/#\/admin\/roles-permission\?role=\d+$/);

  await page.goto("/#/add/user");
  await page.getByLabel("First name").fill(client.user.firstName);
  await page.getByLabel("Last name").fill(client.user.lastName);
  await page.getByLabel("User name").fill(client.user.userName);
  await page.getByLabel("E-mail").fill(client.user.email);
  await page.getByLabel("User type").selectOption({ label: "Advertiser user" });
  // An advertiser user sees the spots of the advertisers named here, and nothing else.
  await page.getByRole("combobox", { name: "Advertisers" }).fill(client.advertiser);
  await page.getByRole("option", { name: new RegExp(client.advertiser) }).click();
  await expect(page.getByRole("list", { name: "Chosen advertisers" })).toContainText(client.advertiser);
  await page.getByLabel("Role").selectOption({ label: roleName });
  await page.getByLabel("First password").fill(client.user.password);
  await page.getByRole("button", { name: "Add user" }).click();
  await expect(page).toHaveURL(/\/#\/admin\/user-management\/\d+\/user-profile$/);
}

/**
 * The provider's administrator, acting for the client through the API, adds the client's advertiser
 * and its spot (the MPU ending in 20 days), the spot naming the advertiser.
 */
async function addAdvertiserAndSpot(baseURL: string, client: JourneyClient): Promise<void> {
  const { userAuthInfo } = await signInApi(baseURL, adminAccount.userName, adminAccount.password);
  const api = apiAs(baseURL, userAuthInfo.token);
  const clients = await api.listTenants();
  const clientId = clients.find((candidate) => candidate.name === client.name)?.id;
  if (clientId === undefined) throw new Error(`${client.name} was added.`);
  await api.actForClient({ body: { clientId } });
  const advertiser = await api.createCompany({
    body: { companyNames: [client.advertiser], companyType: { mainType: "ADVERTISER" } },
  });
  const spot = await api.createAsset({
    body: {
      title: client.spot,
      adId: `${client.adIdPrefix}${run.slice(-7).padStart(7, "0")}`,
      assetType: "video",
      expireMpuEndDate: day(20),
    },
  });
  await api.addAssetSectionItem({
    params: { section: "Advertiser", ownerId: spot.id },
    body: { data: { companyId: advertiser.id, primary: true } },
  });
  await api.logout();
}

/** The client's user, in a browser of their own, finds their spot everywhere and the other's nowhere. */
async function seesOnlyOwnSpot(browser: Browser, baseURL: string, own: JourneyClient, other: JourneyClient) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToDashboard(page, own.user.userName, own.user.password);
  await expect(page.getByText(own.name, { exact: true })).toBeVisible();

  await page.goto("/#/assets/all");
  await expect(page.getByRole("link", { name: own.spot }).first()).toBeVisible();
  await expect(page.getByText(other.spot)).toHaveCount(0);

  await page.keyboard.press("Control+k");
  const search = page.getByRole("dialog", { name: "Search" });
  await search.getByRole("combobox", { name: "Title or Ad-ID" }).fill(`Client spot ${run}`);
  await expect(search.getByRole("option", { name: new RegExp(own.spot) })).toBeVisible();
  await expect(search.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("Escape");

  await page.goto("/#/alert-dashboard/all");
  await expect(page.getByRole("link", { name: new RegExp(own.spot) }).first()).toBeVisible();
  await expect(page.getByText(other.spot)).toHaveCount(0);

  await page.goto("/#/reports/asset-expiration");
  await expect(page.getByRole("cell", { name: own.spot, exact: true }).first()).toBeVisible();
  await expect(page.getByText(other.spot)).toHaveCount(0);
  await context.close();
}

test.describe("clients kept apart", () => {
  test.setTimeout(180_000);

  test.beforeAll(async ({ baseURL }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await acceptAdminTerms(baseURL);
  });

  test("the provider adds two clients, each sees only its own spot, and the provider sees each in turn", async ({
    page,
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("The journey needs a baseURL.");
    await signInToDashboard(page, adminAccount.userName, adminAccount.password);

    await test.step("the provider's administrator adds two clients on the Clients screen", async () => {
      await page.goto("/#/admin/clients");
      const list = page.getByRole("region", { name: "Clients" });
      await expect(list.getByText("Provider", { exact: true })).toBeVisible();
      for (const client of [northwind, contoso]) {
        await page.getByRole("button", { name: "Add client" }).click();
        const dialog = page.getByRole("dialog", { name: "Add client" });
        await dialog.getByLabel("Client name").fill(client.name);
        await dialog.getByRole("button", { name: "Add client" }).click();
        await expect(dialog).toHaveCount(0);
        await expect(list.getByRole("listitem", { name: client.name })).toBeVisible();
      }
      await page.screenshot({ path: test.info().outputPath("clients-screen.png"), fullPage: true });
    });

    for (const [index, client] of [northwind, contoso].entries()) {
      await test.step(`acting for ${client.name}, a role and an advertiser user`, async () => {
        await actFor(page, client, index === 0 ? "client-picker-open.png" : undefined);
        await addAdvertiserAndSpot(baseURL, client);
        await addRoleAndUser(page, client);
        client.user = await settleUser(baseURL, client.user);
      });
    }

    await test.step("each client's user sees their own spot, never the other's", async () => {
      await seesOnlyOwnSpot(browser, baseURL, northwind, contoso);
      await seesOnlyOwnSpot(browser, baseURL, contoso, northwind);
    });

    await test.step("the provider switches between the clients and sees each one's spot in turn", async () => {
      for (const [own, other] of [
        [northwind, contoso],
        [contoso, northwind],
      ] as const) {
        await actFor(page, own);
        await page.goto("/#/assets/all");
        await expect(page.getByRole("link", { name: own.spot }).first()).toBeVisible();
        await expect(page.getByText(other.spot)).toHaveCount(0);
      }
    });
  });
});
