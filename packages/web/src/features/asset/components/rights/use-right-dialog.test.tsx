// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { IsoDateSchema } from "@rightsdesk/domain";
import { UseRightDialog } from "./use-right-dialog";
import { answerApiCalls } from "../../../../lib/testing/fake-api";

answerApiCalls({
  // The rule's suggestion for an own-dates right; a fixed-cycle right's end is the cycles' own.
  calculateUseRightExpiry: async () => ({ status: "expires", expireDate: null }),
  addAssetUseRight: async () => ({}),
  updateAssetUseRight: async () => ({}),
});

afterEach(cleanup);

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UseRightDialog
        assetId={7}
        right={null}
        cast={[
          { id: 11, name: "Keiko Lindqvist", sessionDate: IsoDateSchema.parse("2025-05-20") },
          { id: 12, name: "Ana Ruiz", sessionDate: null },
        ]}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog", { name: "Add use right" });
}

describe("UseRightDialog", () => {
  it("sets a union principal's dates from the fixed cycle chosen, the end from the cycles the length holds", async () => {
    const user = userEvent.setup();
    const dialog = open();
    expect(within(dialog).queryByLabelText("Fixed cycle")).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("Cast member (optional)"), "11");
    // Session 2025-05-20: cycle 2 runs 08/19/2025 – 11/17/2025.
    await user.selectOptions(within(dialog).getByLabelText("Fixed cycle"), "2");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Cycle start").value).toBe("2025-08-19");
    await user.selectOptions(within(dialog).getByLabelText("Cycle length"), "1 year");
    // Four cycles: 2 to 5, ending on cycle 5's last day.
    expect(within(dialog).getByLabelText<HTMLInputElement>("Cycle end").value).toBe("2026-08-17");
    expect(within(dialog).queryByLabelText(/Covers every performer/)).toBeNull();
  });

  it("offers the cast buyout only on the asset's own right, and no cycle for a performer without fixed cycles", async () => {
    const user = userEvent.setup();
    const dialog = open();
    expect(within(dialog).getByLabelText(/Covers every performer/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Cast member (optional)"), "12");
    expect(within(dialog).queryByLabelText("Fixed cycle")).toBeNull();
    expect(within(dialog).queryByLabelText(/Covers every performer/)).toBeNull();
  });
});
