// @vitest-environment happy-dom
import { moduleNames, type PersonKind, type PersonRecord } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { Component as PersonLayout } from "./person-layout";
import { Component as PersonSectionTab } from "./person-section-tab";
import { permissionQueryOptions } from "../../../lib/permission";
import { recordStamps } from "../../../lib/testing/record-stamps";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../../lib/testing/fake-api";

const server = { person: null as PersonRecord | null };

const free = async () => ({ status: "free", expiresAt: null, holderName: null });
/** A role that may read, write and delete everywhere. */
const fullRights = permissionGranting(
  Object.fromEntries(moduleNames.map((name) => [name, { canRead: true, canWrite: true, canDelete: true }])),
);

signInForEachTest();
answerApiCalls({
  getPermission: async () => fullRights,
  getPersonById: async () => server.person,
  getPersonLockStatus: free,
  lockPerson: free,
  extendPersonLock: free,
  releasePersonLock: free,
  listPersonSectionItems: async () => ({ totalRecords: 0, records: [], canReveal: false }),
});

function person(kinds: PersonKind[], isMinor: boolean): PersonRecord {
  return {
    id: 5,
    recordId: "PE000005",
    personName: { firstName: "Sam", middleName: null, lastName: "Rivera" },
    fullName: "Sam Rivera",
    kinds,
    employmentType: kinds.join(", "),
    gender: null,
    dateOfBirth: isMinor ? "2015-04-02" : "1988-04-02",
    isMinor,
    email: null,
    phone: null,
    ethnicities: [],
    multiples: null,
    skillGroups: [],
    allergies: [],
    talentRoles: [],
    unions: [],
    status: "ACTIVE",
    notes: null,
    primaryPhotoId: null,
    ...recordStamps,
  };
}

function renderPerson(record: PersonRecord, tab = "people-profile") {
  server.person = record;
  const router = createMemoryRouter(
    [
      {
        path: "/people/:peopleId",
        Component: PersonLayout,
        children: [
          { path: "people-profile", element: <p>Profile tab</p> },
          { path: ":tab", Component: PersonSectionTab },
        ],
      },
    ],
    { initialEntries: [`/people/5/${tab}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the app opens a record: the user's permission already loaded by the shell.
  queryClient.setQueryData(permissionQueryOptions().queryKey, fullRights);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function tabNames() {
  const tabs = await screen.findByRole("navigation", { name: "Sam Rivera: tabs" });
  return within(tabs)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

afterEach(() => cleanup());

describe("a person's tabs", () => {
  it("gives an adult talent the talent tabs and no Minor tab", async () => {
    renderPerson(person(["TALENT"], false));
    expect(await tabNames()).toEqual([
      "Profile",
      "Addresses & contacts",
      "Agent info",
      "Loan-out corporation",
      "Photos",
      "Specifications",
      "Travel info",
      "ID w/ payroll vendor",
      "Bank info",
      "Banking/Taxes",
      "Relationships",
      "Documents",
      "Logs",
    ]);
    expect(screen.queryByText("Minor")).toBeNull();
  });

  it("gives a minor agent the Minor tab and a Minor badge, and none of the paid or talent tabs", async () => {
    renderPerson(person(["AGENT"], true));
    expect(await tabNames()).toEqual([
      "Profile",
      "Addresses & contacts",
      "Minor",
      "Relationships",
      "Documents",
      "Logs",
    ]);
    const heading = screen.getByRole("heading", { level: 1, name: "Sam Rivera" });
    expect(within(heading.parentElement ?? heading).getByText("Minor")).toBeTruthy();
    expect(screen.getAllByText("PE000005").length).toBeGreaterThan(0);
  });

  it("shows the union of the tabs for a person of several kinds", async () => {
    renderPerson(person(["VENDOR", "AGENT"], false));
    expect(await tabNames()).toEqual([
      "Profile",
      "Addresses & contacts",
      "Bank info",
      "Banking/Taxes",
      "Relationships",
      "Documents",
      "Logs",
    ]);
  });

  it("says so when an address names a tab the person does not have", async () => {
    renderPerson(person(["AGENT"], false), "banks");
    expect(await screen.findByText("This person has no Bank info tab")).toBeTruthy();
    expect(screen.getByText(/Bank info is not a tab of Agent/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the profile" }).getAttribute("href")).toBe(
      "/people/5/people-profile",
    );
  });
});
