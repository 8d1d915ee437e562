// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type PersonDependant } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeletePersonDialog } from "./delete-person-dialog";
import { answerApiCalls } from "../../../../lib/testing/fake-api";

const server = {
  dependants: [] as PersonDependant[],
  refuse: null as Error | null,
  deleted: [] as number[],
};

answerApiCalls({
  listPersonDependants: async () => server.dependants,
  deletePerson: async ({ params }: { params: { id: number } }) => {
    if (server.refuse) throw server.refuse;
    server.deleted.push(params.id);
    return { done: true };
  },
});

const sam = { id: 5, fullName: "Sam Rivera", recordId: "PE000005" };

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeletePersonDialog person={sam} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  server.dependants = [];
  server.refuse = null;
  server.deleted = [];
  vi.spyOn(toast, "success").mockImplementation(() => 0);
});
afterEach(() => cleanup());

describe("DeletePersonDialog", () => {
  it("lists the records that point at the person and offers no delete while there are any", async () => {
    server.dependants = [
      {
        entityType: "person",
        entityId: 8,
        recordId: "PE000008",
        name: "Mia Rivera",
        via: "Parents and guardians: Person record",
      },
      {
        entityType: "person",
        entityId: 9,
        recordId: "PE000009",
        name: "Leo Park",
        via: "Relationships: Related person",
      },
    ];
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Delete Sam Rivera for good?" });
    expect(await within(dialog).findByText("Mia Rivera")).toBeTruthy();
    expect(within(dialog).getByText("Parents and guardians: Person record")).toBeTruthy();
    expect(within(dialog).getByText("Leo Park")).toBeTruthy();
    expect(within(dialog).getByText(/cannot be deleted while these records point at them/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete person" })).toBeNull();
  });

  it("deletes a person nothing points at, after asking", async () => {
    const { onClose, user } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Delete Sam Rivera for good?" });
    await user.click(await within(dialog).findByRole("button", { name: "Delete person" }));
    await waitFor(() => expect(server.deleted).toEqual([5]));
    expect(onClose).toHaveBeenCalled();
  });

  it("lists what the server names when it refuses with DependencyError", async () => {
    server.refuse = new ApiError({
      code: ErrorCodes.DependencyError,
      status: 409,
      message: "Sam Rivera (PE000005) cannot be deleted: other records point at them.",
      errors: [{ field: "id", message: "Spring campaign (AS000003): cast" }],
    });
    const { user } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Delete Sam Rivera for good?" });
    await user.click(await within(dialog).findByRole("button", { name: "Delete person" }));
    expect(await within(dialog).findByText("Spring campaign (AS000003): cast")).toBeTruthy();
    expect(within(dialog).getByText(/cannot be deleted: other records point at them/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete person" })).toBeNull();
  });
});
