// @vitest-environment happy-dom
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes } from "@rightsdesk/domain";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useFormContext } from "react-hook-form";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerApiCalls } from "../../lib/testing/fake-api";
import { serverFieldErrors } from "../../lib/server-field-errors";
import { UnsavedChangesContext } from "../../lib/unsaved-changes";
import { TextField } from "../text-field";
import { RecordProfileForm } from "./profile-form-frame";
import { RecordLockProvider } from "./record-lock";

const server = { toasts: [] as string[] };

// The form calls no API of its own: its lock and save are the ones given.
answerApiCalls({});

const free = { status: "free", expiresAt: null, holderName: null } as const;
const mine = { status: "lockedByMe", expiresAt: null, holderName: "Me" } as const;
const lockKind = {
  type: "asset",
  lock: {
    status: () => Promise.resolve(free),
    take: () => Promise.resolve(mine),
    extend: () => Promise.resolve(mine),
    release: () => Promise.resolve(null),
  },
} as const;

const Schema = z.object({ title: z.string().min(1, "Give it a title."), version: z.number() });
type Values = z.infer<typeof Schema>;
const record = { id: 3, title: "Spot one", version: 2 };

function TitleField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Values>();
  return <TextField label="Title" error={errors.title?.message} {...register("title")} />;
}

function renderForm(save: (body: Values) => Promise<unknown>) {
  const onDone = vi.fn();
  render(
    <UnsavedChangesContext value={{ setDirty: vi.fn(), confirmLeave: vi.fn() }}>
      <RecordLockProvider kind={lockKind} recordId={record.id}>
        <RecordProfileForm
          record={record}
          editName="asset-profile"
          label="Edit profile"
          resolver={zodResolver(Schema)}
          valuesOf={(saved) => ({ title: saved.title, version: saved.version })}
          save={save}
          saving={false}
          serverErrors={(error) => serverFieldErrors(error, ["title"] as const)}
          onDone={onDone}
          reload={() => Promise.resolve(record)}
        >
          <TitleField />
        </RecordProfileForm>
      </RecordLockProvider>
    </UnsavedChangesContext>,
  );
  return { onDone, user: userEvent.setup() };
}

beforeEach(() => {
  server.toasts = [];
  vi.spyOn(toast, "success").mockImplementation((message) => {
    server.toasts.push(String(message));
    return 0;
  });
});
afterEach(cleanup);

describe("RecordProfileForm", () => {
  it("saves a change with the version it was loaded at, says so and leaves edit mode", async () => {
    const save = vi.fn(async () => record);
    const { onDone, user } = renderForm(save);
    const form = screen.getByRole("form", { name: "Edit profile" });
    expect((screen.getByRole("button", { name: "Save profile" }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Spot two");
    expect(form.textContent).toContain("You have unsaved changes.");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ title: "Spot two", version: 2 });
    expect(server.toasts).toEqual(["Profile saved."]);
  });

  it("puts the server's refusal beside its field and stays in edit mode", async () => {
    const refusal = new ApiError({
      code: ErrorCodes.InvalidData,
      status: 400,
      message: "Check the highlighted fields.",
      errors: [{ field: "body.title", message: "That title is taken." }],
    });
    const { onDone, user } = renderForm(() => Promise.reject(refusal));
    await user.type(screen.getByLabelText("Title"), "!");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("That title is taken.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(onDone).not.toHaveBeenCalled();
    expect(server.toasts).toEqual([]);
  });

  it("puts the fields back on Cancel", async () => {
    const { onDone, user } = renderForm(vi.fn());
    await user.type(screen.getByLabelText("Title"), " edited");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalledOnce();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Spot one");
  });
});
