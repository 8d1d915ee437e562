// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import {
  ErrorCodes,
  findCompanySection,
  type CompanyRecord,
  type CompanySectionDefinition,
  type CompanySectionItem,
  type RecordLockInfoResponse,
} from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnsavedChangesContext } from "../../../lib/unsaved-changes";
import { RecordLockProvider } from "../../../ui/records/record-lock";
import { RecordPageProvider } from "../../../ui/records/record-page";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { companyKind } from "./company-kind";
import { answerApiCalls } from "../../../lib/testing/fake-api";
import { recordStamps } from "../../../lib/testing/record-stamps";

/** One section of the company on the page: the shared panel with the company's calls. */
const SectionPanel = ({ section }: { section: CompanySectionDefinition }) => (
  <RecordKindSectionPanel kind={companyKind} section={section} />
);

const server = {
  lock: { status: "free", expiresAt: null, holderName: null } as RecordLockInfoResponse,
  calls: [] as { name: string; input: unknown }[],
  items: {} as Record<string, { records: unknown[]; canSeeSensitive: boolean }>,
  failAdd: null as Error | null,
};

/** A call the server answers with `answer`, noting what it was sent. */
const record = (name: string, answer: (input: unknown) => unknown) => async (input: unknown) => {
  server.calls.push({ name, input });
  return answer(input);
};
const lockAnswer = () => server.lock;

answerApiCalls({
  getCompanyLockStatus: record("getCompanyLockStatus", lockAnswer),
  lockCompany: record("lockCompany", () => {
    if (server.lock.status === "free") {
      server.lock = { status: "lockedByMe", expiresAt: "2999-01-01T00:00:00Z", holderName: "Me" };
    }
    return server.lock;
  }),
  extendCompanyLock: record("extendCompanyLock", lockAnswer),
  releaseCompanyLock: record("releaseCompanyLock", () => {
    server.lock = { status: "free", expiresAt: null, holderName: null };
    return server.lock;
  }),
  listCompanySectionItems: record("listCompanySectionItems", (input) => {
    const { section } = (input as { params: { section: string } }).params;
    const found = server.items[section] ?? { records: [], canSeeSensitive: true };
    return { totalRecords: found.records.length, ...found };
  }),
  addCompanySectionItem: record("addCompanySectionItem", () => {
    if (server.failAdd) throw server.failAdd;
    return {};
  }),
  updateCompanySectionItem: record("updateCompanySectionItem", () => ({})),
  deleteCompanySectionItem: record("deleteCompanySectionItem", () => ({ done: true })),
  lookupCompanies: record("lookupCompanies", () => []),
});

const company: CompanyRecord = {
  id: 7,
  recordId: "CY000007",
  companyNames: ["Acme Agency", null, null],
  companyType: { mainType: "AD AGENCY", subType: null },
  country: "USA",
  status: "ACTIVE",
  parentCompanyId: null,
  parentCompanyName: null,
  ...recordStamps,
};

function section(key: string): CompanySectionDefinition {
  const found = findCompanySection(key);
  if (!found) throw new Error(`No section ${key}`);
  return found;
}

function item(id: number, sectionKey: string, data: Record<string, unknown>): CompanySectionItem {
  return {
    id,
    companyId: company.id,
    section: sectionKey as CompanySectionItem["section"],
    data,
    labels: {},
    createdAt: "2025-01-06T15:00:00Z",
    updatedAt: "2025-01-06T15:00:00Z",
    updatedBy: "Ann",
    version: 3,
  };
}

function renderPanel(children: ReactNode, canEdit = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unsaved = { setDirty: vi.fn(), confirmLeave: vi.fn() };
  render(
    <QueryClientProvider client={queryClient}>
      <UnsavedChangesContext value={unsaved}>
        <RecordLockProvider kind={companyKind} recordId={company.id}>
          <RecordPageProvider
            kind={companyKind}
            page={{ record: company, canEdit, canDelete: true, canWrite: true }}
          >
            {children}
          </RecordPageProvider>
        </RecordLockProvider>
      </UnsavedChangesContext>
    </QueryClientProvider>,
  );
  return { unsaved };
}

const callsNamed = (name: string) => server.calls.filter((call) => call.name === name);

beforeEach(() => {
  server.lock = { status: "free", expiresAt: null, holderName: null };
  server.calls = [];
  server.items = {};
  server.failAdd = null;
});
afterEach(() => cleanup());

describe("SectionPanel", () => {
  it("lists the items in a table and says when a section is empty", async () => {
    server.items["Staff"] = {
      records: [
        item(1, "Staff", {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          isPrimary: true,
        }),
      ],
      canSeeSensitive: true,
    };
    renderPanel(
      <>
        <SectionPanel section={section("Staff")} />
        <SectionPanel section={section("Contact")} />
      </>,
    );
    const table = await screen.findByRole("table", { name: "Staff" });
    expect(within(table).getByText("Lovelace")).toBeTruthy();
    expect(within(table).getByText("ada@example.com")).toBeTruthy();
    expect(await screen.findByText("No contacts yet.")).toBeTruthy();
  });

  it("takes the lock before adding, checks the form and shows server messages beside their fields", async () => {
    const user = userEvent.setup();
    renderPanel(<SectionPanel section={section("Staff")} />);
    await user.click(await screen.findByRole("button", { name: "Add staff member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add staff member" });
    expect(callsNamed("lockCompany")).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Add staff member" }));
    expect(await within(dialog).findByText("Enter the first name.")).toBeTruthy();
    expect(callsNamed("addCompanySectionItem")).toHaveLength(0);

    server.failAdd = new ApiError({
      code: ErrorCodes.InvalidData,
      status: 400,
      message: "Check the fields.",
      errors: [{ field: "data.email", message: "This e-mail is already used by another staff member." }],
    });
    await user.type(within(dialog).getByLabelText("First name"), "Grace");
    await user.type(within(dialog).getByLabelText("Last name"), "Hopper");
    await user.type(within(dialog).getByLabelText("E-mail (optional)"), "grace@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Add staff member" }));
    const email = within(dialog).getByLabelText("E-mail (optional)");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("This e-mail is already used by another staff member.")).toBeTruthy();
    const [added] = callsNamed("addCompanySectionItem");
    expect(added?.input).toMatchObject({
      params: { section: "Staff", companyId: 7 },
      body: {
        data: { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", isPrimary: false },
      },
    });

    server.failAdd = null;
    await user.click(within(dialog).getByRole("button", { name: "Add staff member" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(callsNamed("releaseCompanyLock")).toHaveLength(1));
  });

  it("keeps Add shut while someone else is editing", async () => {
    server.lock = { status: "lockedByOther", expiresAt: "2999-01-01T00:00:00Z", holderName: "Jane Doe" };
    renderPanel(<SectionPanel section={section("Staff")} />);
    const add = await screen.findByRole("button", { name: "Add staff member" });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true));
  });

  it("shows no edit controls to someone who may only read", async () => {
    server.items["Staff"] = {
      records: [item(1, "Staff", { firstName: "Ada", lastName: "Lovelace" })],
      canSeeSensitive: true,
    };
    renderPanel(<SectionPanel section={section("Staff")} />, false);
    await screen.findByRole("table", { name: "Staff" });
    expect(screen.queryByRole("button", { name: /Add|Edit|Delete/ })).toBeNull();
  });

  it("sends a masked secret back unchanged and says who sees full values", async () => {
    const user = userEvent.setup();
    server.items["Bank"] = {
      records: [
        item(5, "Bank", {
          bankName: "First Bank",
          accountHolder: "Acme",
          accountNumber: "•••• 6789",
          isPrimary: false,
        }),
      ],
      canSeeSensitive: false,
    };
    const { unsaved } = renderPanel(<SectionPanel section={section("Bank")} />);
    expect(
      await screen.findByText("Only people with the Sensitive data permission see full values."),
    ).toBeTruthy();
    expect(screen.getByText("•••• 6789")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit bank account First Bank" }));
    const dialog = await screen.findByRole("dialog", { name: "Change bank account" });
    expect((within(dialog).getByLabelText("Account number") as HTMLInputElement).value).toBe("•••• 6789");
    // Opening an item to edit is not an unsaved change; typing is.
    expect(unsaved.setDirty).not.toHaveBeenCalledWith("company-section-Bank", true);
    await user.clear(within(dialog).getByLabelText("Bank name"));
    await user.type(within(dialog).getByLabelText("Bank name"), "Second Bank");
    expect(unsaved.setDirty).toHaveBeenLastCalledWith("company-section-Bank", true);
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(callsNamed("updateCompanySectionItem")).toHaveLength(1));
    expect(callsNamed("updateCompanySectionItem")[0]?.input).toMatchObject({
      params: { section: "Bank", itemId: 5 },
      body: { version: 3, data: { bankName: "Second Bank", accountNumber: "•••• 6789" } },
    });
  });
});
