// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ArchiveRecordDialog,
  RecordArchiveButton,
  RecordArchivedBanner,
  RecordDeleteDialog,
} from "./record-archive-controls";
import { recordKeys, type RecordKind } from "./record-kind";

const server = {
  calls: [] as string[],
  refuse: null as Error | null,
  toasts: [] as string[],
};

interface Widget {
  id: number;
  name: string;
  archivedAt: string | null;
  archivedBy: string | null;
}

const answer = (name: string, widget: Partial<Widget>) => async (id: number) => {
  server.calls.push(`${name} ${id}`);
  if (server.refuse) throw server.refuse;
  return { id, name: "Blue widget", archivedAt: null, archivedBy: null, ...widget };
};

/** A kind of record with only what the archive controls use; the rest is never called. */
const widgetKind = {
  type: "asset",
  module: "Asset",
  documentOwner: "asset",
  nouns: { singular: "widget", plural: "Widgets" },
  param: "widgetId",
  keys: recordKeys("widgets"),
  listHref: () => "/widgets",
  archive: answer("archive", { archivedAt: "2026-01-02T10:00:00Z" }),
  restore: answer("restore", {}),
  remove: answer("remove", {}),
} as unknown as RecordKind<Widget>;

const active: Widget = { id: 4, name: "Blue widget", archivedAt: null, archivedBy: null };
const archived: Widget = { ...active, archivedAt: "2026-01-02T10:00:00Z", archivedBy: "Ann" };

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: "/widget", element },
      { path: "/widgets", element: <p>All widgets</p> },
    ],
    { initialEntries: ["/widget"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  server.calls = [];
  server.refuse = null;
  server.toasts = [];
  vi.spyOn(toast, "success").mockImplementation((message) => {
    server.toasts.push(String(message));
    return 0;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the archive controls of a kind of record", () => {
  it("archives after asking, with the kind's words, and says so", async () => {
    const { user } = renderAt(
      <RecordArchiveButton kind={widgetKind} record={active} disabled={false} confirmLabel="Archive widget">
        It leaves the list.
      </RecordArchiveButton>,
    );
    await user.click(screen.getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Archive Blue widget?")).toBeTruthy();
    expect(screen.getByText("It leaves the list.")).toBeTruthy();
    expect(server.calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Archive widget" }));
    await waitFor(() => expect(server.toasts).toEqual(["Blue widget was archived."]));
    expect(server.calls).toEqual(["archive 4"]);
  });

  it("keeps the dialog open with the failure when the archive is refused", async () => {
    server.refuse = new Error("offline");
    const { user } = renderAt(
      <ArchiveRecordDialog
        kind={widgetKind}
        record={active}
        open
        onClose={vi.fn()}
        successText="Blue widget was moved to the archive."
      >
        It leaves the list.
      </ArchiveRecordDialog>,
    );
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    expect(await screen.findByText("The widget could not be archived.")).toBeTruthy();
    expect(screen.getByText("Archive Blue widget?")).toBeTruthy();
    expect(server.toasts).toEqual([]);
  });

  it("says nothing for an active record, and offers Restore for an archived one", async () => {
    const { user } = renderAt(
      <>
        <RecordArchivedBanner kind={widgetKind} record={active} canDelete />
        <RecordArchivedBanner kind={widgetKind} record={archived} canDelete />
      </>,
    );
    expect(await screen.findAllByText("This widget is archived")).toHaveLength(1);
    expect(screen.getByText(/by Ann\. The record is read only until it is restored\./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(server.toasts).toEqual(["Blue widget was restored."]));
    expect(server.calls).toEqual(["restore 4"]);
  });

  it("offers no Restore to users without the delete right", async () => {
    renderAt(<RecordArchivedBanner kind={widgetKind} record={archived} canDelete={false} />);
    expect(await screen.findByText("This widget is archived")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
  });

  it("deletes for good after asking, then opens the kind's list", async () => {
    const { user, router } = renderAt(
      <RecordDeleteDialog kind={widgetKind} record={archived} open onClose={vi.fn()}>
        It cannot be brought back.
      </RecordDeleteDialog>,
    );
    expect(await screen.findByText("Delete Blue widget for good?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete widget" }));
    await screen.findByText("All widgets");
    expect(router.state.location.pathname).toBe("/widgets");
    expect(server.calls).toEqual(["remove 4"]);
    expect(server.toasts).toEqual(["Blue widget was deleted."]);
  });
});
