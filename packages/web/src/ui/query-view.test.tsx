// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadingBars, QueryView, type ViewQuery } from "./query-view";

function query(overrides: Partial<ViewQuery<string[]>>): ViewQuery<string[]> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    isFetching: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function renderView(state: ViewQuery<string[]>) {
  render(
    <QueryView
      query={state}
      loading={<LoadingBars label="Loading the notes…" bars={["h-4 w-1/2"]} />}
      errorTitle="The notes could not be loaded"
      isEmpty={(notes) => notes.length === 0}
      empty={<p>No notes yet.</p>}
    >
      {(notes) => (
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

afterEach(cleanup);

describe("QueryView", () => {
  it("announces that it is loading", () => {
    renderView(query({ isPending: true }));
    expect(screen.getByRole("status", { name: "Loading the notes…" })).toBeTruthy();
  });

  it("shows a failure with a way to try again", async () => {
    const state = query({ isError: true, error: new Error("The server is down.") });
    renderView(state);
    expect(screen.getByRole("alert").textContent).toContain("The notes could not be loaded");
    expect(screen.getByRole("alert").textContent).toContain("The server is down.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(state.refetch).toHaveBeenCalledOnce();
  });

  it("says when there is nothing, and draws the data when there is", () => {
    renderView(query({ data: [] }));
    expect(screen.getByText("No notes yet.")).toBeTruthy();
    cleanup();
    renderView(query({ data: ["First", "Second"] }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["First", "Second"]);
  });
});
