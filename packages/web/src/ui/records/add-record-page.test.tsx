// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { permissionQueryOptions } from "../../lib/permission";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../../lib/testing/fake-api";
import { AddRecordPage } from "./add-record-page";
import type { RecordKind } from "./record-kind";

const server = { canWrite: false };

signInForEachTest();
answerApiCalls({
  getPermission: async () =>
    permissionGranting({ Asset: { canRead: true, canWrite: server.canWrite, canDelete: false } }),
});

const assetKind = {
  module: "Asset",
  nouns: { singular: "asset", plural: "Assets" },
  listHref: () => "/assets/all",
} as unknown as RecordKind<{ id: number }>;

/** The page as the app opens it: the user's permission already loaded by the shell. */
async function renderPage() {
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(permissionQueryOptions());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AddRecordPage
          kind={assetKind}
          text={{ title: "Add an asset", description: "Start with its title." }}
        >
          <form aria-label="Add asset">
            <label>
              Title
              <input name="title" />
            </label>
            <button type="submit">Add asset</button>
          </form>
        </AddRecordPage>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server.canWrite = false;
});
afterEach(cleanup);

describe("AddRecordPage", () => {
  it("tells a role that only reads the module, before anything is typed, and locks the form", async () => {
    server.canWrite = false;
    await renderPage();
    expect(screen.getByRole("status").textContent).toContain("Your role cannot add an asset");
    expect(screen.getByRole("status").textContent).toContain("write right on the Asset module");
    // A disabled fieldset disables every field and button inside it (the browser's rule).
    const locked = screen.getByRole("group", { name: "Add asset (locked)" }) as HTMLFieldSetElement;
    expect(locked.disabled).toBe(true);
    expect(locked.contains(screen.getByLabelText("Title"))).toBe(true);
    expect(locked.contains(screen.getByRole("button", { name: "Add asset" }))).toBe(true);
  });

  it("leaves the form open to a role that may add", async () => {
    server.canWrite = true;
    await renderPage();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("group", { name: "Add asset (locked)" })).toBeNull();
  });
});
