// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type Todo } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TodoDialog } from "./todo-dialog";
import { answerApiCalls } from "../../../lib/testing/fake-api";

const server = { calls: [] as unknown[], stale: false };

answerApiCalls({
  listTodoOwners: async () => ({
    records: [
      { id: 4, name: "Ann Lee" },
      { id: 5, name: "Bo Chen" },
    ],
  }),
  createTodo: async ({ body }: { body: unknown }) => {
    server.calls.push(["create", body]);
    return {};
  },
  updateTodo: async ({ params, body }: { params: { id: number }; body: unknown }) => {
    server.calls.push(["update", params.id, body]);
    if (server.stale) {
      const message = "Someone else changed this to-do; reload it and try again.";
      throw new ApiError({
        code: ErrorCodes.InvalidData,
        status: 400,
        message,
        errors: [{ field: "version", message }],
      });
    }
    return {};
  },
  listTodos: async () => ({ records: [] }),
});

const todo: Todo = {
  id: 12,
  title: "Pay the holding fee",
  dueDate: "2026-12-01" as Todo["dueDate"],
  owner: { id: 4, name: "Ann Lee" },
  note: null,
  record: { type: "asset", id: 9, label: "Night Ride" },
  alertKey: "HOLDING_FEE:cast:2:2026-12-01",
  done: false,
  doneBy: null,
  doneAt: null,
  createdBy: { id: 4, name: "Ann Lee" },
  version: 3,
};

function renderDialog(props: Parameters<typeof TodoDialog>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TodoDialog {...props} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  server.calls = [];
  server.stale = false;
});
afterEach(cleanup);

describe("TodoDialog", () => {
  it("adds a to-do from an alert with its record and key, given to the chosen owner", async () => {
    const onClose = vi.fn();
    const user = renderDialog({
      todo: null,
      draft: {
        title: "Use right expiring: Night Ride",
        dueDate: "2026-12-13",
        ownerId: 4,
        note: "Wildspot cycle ends.",
        record: { type: "asset", id: 9 },
        alertKey: "USAGE_RIGHT:use-right:55:2026-12-13",
      },
      onClose,
    });
    const dialog = await screen.findByRole("dialog", { name: "Add to-do" });
    await user.selectOptions(await within(dialog).findByLabelText("Owner"), "5");
    await user.click(within(dialog).getByRole("button", { name: "Add to-do" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls).toEqual([
      [
        "create",
        {
          title: "Use right expiring: Night Ride",
          dueDate: "2026-12-13",
          ownerId: 5,
          note: "Wildspot cycle ends.",
          record: { type: "asset", id: 9 },
          alertKey: "USAGE_RIGHT:use-right:55:2026-12-13",
        },
      ],
    ]);
  });

  it("says so when someone else changed the to-do first, and stays open", async () => {
    server.stale = true;
    const onClose = vi.fn();
    const user = renderDialog({
      todo,
      draft: { title: "", dueDate: null, ownerId: null, note: null, record: null, alertKey: null },
      onClose,
    });
    const dialog = await screen.findByRole("dialog", { name: "Edit to-do" });
    const title = await within(dialog).findByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Pay the holding fee today");
    await user.click(within(dialog).getByRole("button", { name: "Save to-do" }));
    expect(await within(dialog).findByText("Changed by someone else")).toBeTruthy();
    expect(server.calls).toEqual([
      [
        "update",
        12,
        expect.objectContaining({
          title: "Pay the holding fee today",
          version: 3,
          done: false,
          alertKey: todo.alertKey,
        }),
      ],
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks for a title before sending anything", async () => {
    const user = renderDialog({
      todo: null,
      draft: { title: "", dueDate: null, ownerId: 4, note: null, record: null, alertKey: null },
      onClose: vi.fn(),
    });
    const dialog = await screen.findByRole("dialog", { name: "Add to-do" });
    await within(dialog).findByLabelText("Title");
    await user.click(within(dialog).getByRole("button", { name: "Add to-do" }));
    expect(await within(dialog).findByText("Enter a title.")).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
