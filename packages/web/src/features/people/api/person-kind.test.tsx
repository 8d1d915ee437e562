// @vitest-environment happy-dom
import { findPersonSection, type PersonRecord, type PersonSectionDefinition } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnsavedChangesContext } from "../../../lib/unsaved-changes";
import { sensitiveNotice } from "../../../ui/records/sensitive-notice";
import { RecordLockProvider } from "../../../ui/records/record-lock";
import { RecordPageProvider } from "../../../ui/records/record-page";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { personKind } from "./person-kind";
import { answerApiCalls } from "../../../lib/testing/fake-api";

/** One section of the person on the page: the shared panel with the person's calls. */
const PersonSectionPanel = ({ section }: { section: PersonSectionDefinition }) => (
  <RecordKindSectionPanel kind={personKind} section={section} />
);

const server = {
  canReveal: true,
  calls: [] as { name: string; input: unknown }[],
};

const record = (name: string, answer: (input: unknown) => unknown) => async (input: unknown) => {
  server.calls.push({ name, input });
  return answer(input);
};
let lock = { status: "free", expiresAt: null as string | null, holderName: null as string | null };
answerApiCalls({
  getPersonLockStatus: record("getPersonLockStatus", () => lock),
  lockPerson: record("lockPerson", () => {
    lock = { status: "lockedByMe", expiresAt: "2999-01-01T00:00:00Z", holderName: "Me" };
    return lock;
  }),
  extendPersonLock: record("extendPersonLock", () => lock),
  releasePersonLock: record("releasePersonLock", () => {
    lock = { status: "free", expiresAt: null, holderName: null };
    return lock;
  }),
  listPersonSectionItems: record("listPersonSectionItems", () => ({
    totalRecords: 1,
    canReveal: server.canReveal,
    records: [
      {
        id: 11,
        personId: 5,
        section: "Bank",
        data: {
          bankName: "First Bank",
          accountHolder: "Sam Rivera",
          accountNumber: "•••• 6789",
          isPrimary: true,
        },
        labels: {},
        createdAt: "2025-01-06T15:00:00Z",
        updatedAt: "2025-01-06T15:00:00Z",
        updatedBy: "Ann",
        version: 2,
      },
    ],
  })),
  revealPersonSecret: record("revealPersonSecret", () => ({
    field: "accountNumber",
    value: "000123456789",
  })),
  updatePersonSectionItem: record("updatePersonSectionItem", () => ({})),
});

const person = { id: 5, fullName: "Sam Rivera" } as PersonRecord;

function bank(): PersonSectionDefinition {
  const section = findPersonSection("Bank");
  if (!section) throw new Error("No Bank section");
  return section;
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnsavedChangesContext value={{ setDirty: vi.fn(), confirmLeave: vi.fn() }}>
        <RecordLockProvider kind={personKind} recordId={5}>
          <RecordPageProvider
            kind={personKind}
            page={{ record: person, canEdit: true, canDelete: true, canWrite: true }}
          >
            <PersonSectionPanel section={bank()} />
          </RecordPageProvider>
        </RecordLockProvider>
      </UnsavedChangesContext>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const revealName = "Reveal Account number of bank account First Bank";
const callsNamed = (name: string) => server.calls.filter((call) => call.name === name);

beforeEach(() => {
  server.canReveal = true;
  server.calls = [];
});
afterEach(() => cleanup());

describe("sensitive values of a person", () => {
  it("offers Reveal beside a masked value when the list says canReveal, and Hide puts the mask back", async () => {
    const user = renderPanel();
    const table = await screen.findByRole("table", { name: "Bank accounts" });
    expect(within(table).getByText("•••• 6789")).toBeTruthy();
    expect(screen.queryByText(sensitiveNotice)).toBeNull();

    await user.click(within(table).getByRole("button", { name: revealName }));
    expect(await within(table).findByText("000123456789")).toBeTruthy();
    expect(callsNamed("revealPersonSecret")[0]?.input).toEqual({
      params: { section: "Bank", itemId: 11 },
      body: { field: "accountNumber" },
    });

    await user.click(
      within(table).getByRole("button", { name: "Hide Account number of bank account First Bank" }),
    );
    expect(within(table).getByText("•••• 6789")).toBeTruthy();
    expect(within(table).queryByText("000123456789")).toBeNull();
  });

  it("shows no Reveal and says who sees full values when the list says canReveal is false", async () => {
    server.canReveal = false;
    renderPanel();
    const table = await screen.findByRole("table", { name: "Bank accounts" });
    expect(within(table).getByText("•••• 6789")).toBeTruthy();
    expect(screen.getByText(sensitiveNotice)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Reveal/ })).toBeNull();
  });

  it("sends a masked value back unchanged when the item is edited, even after revealing it", async () => {
    const user = renderPanel();
    const table = await screen.findByRole("table", { name: "Bank accounts" });
    await user.click(within(table).getByRole("button", { name: revealName }));
    await within(table).findByText("000123456789");
    await user.click(screen.getByRole("button", { name: "Edit bank account First Bank" }));
    const dialog = await screen.findByRole("dialog", { name: "Change bank account" });
    expect((within(dialog).getByLabelText("Account number") as HTMLInputElement).value).toBe("•••• 6789");
    await user.clear(within(dialog).getByLabelText("Bank name"));
    await user.type(within(dialog).getByLabelText("Bank name"), "Second Bank");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(callsNamed("updatePersonSectionItem")).toHaveLength(1));
    expect(callsNamed("updatePersonSectionItem")[0]?.input).toMatchObject({
      params: { section: "Bank", itemId: 11 },
      body: { version: 2, data: { bankName: "Second Bank", accountNumber: "•••• 6789" } },
    });
  });
});
