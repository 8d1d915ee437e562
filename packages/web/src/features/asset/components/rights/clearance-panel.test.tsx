// @vitest-environment happy-dom
import { codeLabel, mediaCatalogue, mediaTypeNames, type ClearanceAnswer } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ClearancePanel } from "./clearance-panel";
import { answerApiCalls } from "../../../../lib/testing/fake-api";

const server = { answer: null as unknown, requests: [] as unknown[] };

answerApiCalls({
  getAssetClearance: async (input: unknown) => {
    server.requests.push(input);
    return server.answer;
  },
});

const base: Omit<ClearanceAnswer, "verdict" | "verdictLabel" | "reasons"> = {
  airDate: "2025-10-15",
  media: { type: "TV", subtype: null },
  territory: null,
  coveredBy: [],
  mpuEnd: "2026-12-31",
  today: "2025-10-01",
};

const rightsAsLoaded = [{ useRights: 1 }];

/** The panel as the rights tracker shows it, for the rights as loaded (`basis`). */
function panel(client: QueryClient, basis: readonly unknown[]) {
  return (
    <QueryClientProvider client={client}>
      <ClearancePanel assetId={7} today="2025-10-01" basis={basis} />
    </QueryClientProvider>
  );
}

/** Asks about TV on 10/15/2025 and answers the verdict shown, with the page to render again. */
async function check(answer: ClearanceAnswer) {
  server.answer = answer;
  server.requests = [];
  const user = userEvent.setup();
  const client = new QueryClient();
  const view = render(panel(client, rightsAsLoaded));
  const form = screen.getByRole("form", { name: "Can it air?" });
  const airDate = within(form).getByLabelText("Air date");
  await user.clear(airDate);
  await user.type(airDate, "2025-10-15");
  await user.selectOptions(within(form).getByLabelText("Media type"), "TV");
  await user.click(within(form).getByRole("button", { name: "Check" }));
  const verdict = await screen.findByTestId("clearance-verdict");
  return { verdict, rerender: (basis: readonly unknown[]) => view.rerender(panel(client, basis)) };
}

afterEach(() => cleanup());

describe("Can it air?", () => {
  it("asks the server for the day and media and shows a clearance in green", async () => {
    const { verdict } = await check({
      ...base,
      verdict: "cleared",
      verdictLabel: "Cleared",
      reasons: [],
      coveredBy: [{ id: "UR-1", label: "Use right WILDSPOT (UR-1)" }],
    });
    expect(verdict.textContent).toBe("Cleared");
    expect(verdict.parentElement?.className).toContain("emerald");
    expect(server.requests).toEqual([
      { params: { id: 7 }, body: { airDate: "2025-10-15", mediaType: "TV" } },
    ]);
    expect(screen.getByText("Use right WILDSPOT (UR-1)")).toBeTruthy();
  });

  it("shows what to pay by when for an unpaid cycle, in dollars, with the overdue ones and the total", async () => {
    const { verdict } = await check({
      ...base,
      verdict: "clearedIfPaid",
      verdictLabel: "Cleared if paid",
      reasons: [
        {
          kind: "useRightUnpaid",
          message: "Sam Rivera's holding fee for cycle 2 is unpaid.",
          item: { id: "UR-3", label: "Holding fee (Sam Rivera)" },
          payments: [
            {
              cycleNumber: 2,
              cycleStart: "2025-07-01",
              cycleExpire: "2025-09-29",
              dueDate: "2025-07-01",
              overdue: true,
              amountCents: 78275,
              feeNote: "SAG-AFTRA 2025 on-camera principal session",
            },
            {
              cycleNumber: 3,
              cycleStart: "2025-09-30",
              cycleExpire: "2025-12-28",
              dueDate: "2025-09-30",
              overdue: false,
              amountCents: null,
              feeNote: "No rate for 2026 yet",
            },
          ],
          totalCents: null,
        },
      ],
    });
    expect(verdict.textContent).toBe("Cleared if paid");
    expect(verdict.parentElement?.className).toContain("amber");
    expect(screen.getByText("Sam Rivera's holding fee for cycle 2 is unpaid.")).toBeTruthy();
    const payments = screen.getByRole("table", { name: "Payments due for Holding fee (Sam Rivera)" });
    const rows = within(payments).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("$782.75");
    expect(rows[1]?.textContent).toContain("Overdue");
    expect(rows[2]?.textContent).toContain("No confirmed rate");
    expect(rows[2]?.textContent).toContain("No rate for 2026 yet");
    expect(rows[2]?.textContent).not.toContain("Overdue");
    expect(rows[3]?.textContent).toContain("Not known");
  });

  it("shows a refusal in red with every reason", async () => {
    const { verdict } = await check({
      ...base,
      verdict: "notCleared",
      verdictLabel: "Not cleared",
      reasons: [
        {
          kind: "mpuEnded",
          message: "The MPU ended on 09/30/2025.",
          item: null,
          payments: [],
          totalCents: null,
        },
        {
          kind: "mediaNotCovered",
          message: "No use right covers TV.",
          item: null,
          payments: [],
          totalCents: null,
        },
      ],
    });
    expect(verdict.textContent).toBe("Not cleared");
    expect(verdict.parentElement?.className).toContain("red");
    expect(screen.getByText("The MPU ended on 09/30/2025.")).toBeTruthy();
    expect(screen.getByText("No use right covers TV.")).toBeTruthy();
  });

  it("offers exactly the media catalogue: its main types, then the chosen type's sub types", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ClearancePanel assetId={7} today="2025-10-01" basis={rightsAsLoaded} />
      </QueryClientProvider>,
    );
    const form = screen.getByRole("form", { name: "Can it air?" });
    const optionsOf = (label: string) =>
      within(within(form).getByLabelText(label))
        .getAllByRole("option")
        .map((option) => option.textContent)
        .slice(1);
    expect(optionsOf("Media type")).toEqual(mediaTypeNames.map(codeLabel));
    expect(optionsOf("Media type")).not.toContain("TV COMMERCIAL");
    await user.selectOptions(within(form).getByLabelText("Media type"), "AUDIO/RADIO");
    expect(optionsOf("Media sub type (optional)")).toEqual(
      mediaCatalogue.find((type) => type.name === "AUDIO/RADIO")?.subtypes.map((sub) => codeLabel(sub.name)),
    );
    expect(optionsOf("Media sub type (optional)")).toContain("Audio flex");
  });

  it("names what is missing instead of asking the server", async () => {
    const user = userEvent.setup();
    server.requests = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ClearancePanel assetId={7} today="2025-10-01" basis={rightsAsLoaded} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText("Choose the media type.")).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it("takes the answer away when a use right changes, and asks to check again", async () => {
    const { rerender } = await check({ ...base, verdict: "cleared", verdictLabel: "Cleared", reasons: [] });
    rerender(rightsAsLoaded);
    expect(screen.getByTestId("clearance-verdict").textContent).toBe("Cleared");
    rerender([{ useRights: 2 }]);
    expect(screen.queryByTestId("clearance-verdict")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Check again");
  });
});
