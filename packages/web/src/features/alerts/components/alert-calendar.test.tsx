// @vitest-environment happy-dom
import type { Alert, AlertCalendarDay, AlertCursor, AlertListRequest } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerApiCalls } from "../../../lib/testing/fake-api";
import { AlertCalendar, chipText } from "./alert-calendar";

function alert(id: number, dueDate: string, title: string): Alert {
  return {
    key: `ELEMENT_EXPIRE:element:${id}:${dueDate}`,
    kind: "ELEMENT_EXPIRE",
    dueDate: dueDate as Alert["dueDate"],
    daysLeft: 10,
    title,
    detail: "Licence ends.",
    record: { type: "element", id: 5, label: title },
    related: null,
    companyId: null,
    daysAhead: 30,
    state: "OPEN",
    mark: null,
  };
}

/** The day's five alerts as the server pages them: two a page, each page after the last one's cursor. */
const tenth = ["One", "Two", "Three", "Four", "Five"].map((title, index) =>
  alert(index + 1, "2026-12-10", title),
);
const asked: AlertListRequest[] = [];
answerApiCalls({
  listAlerts: async ({ body }: { body: AlertListRequest }) => {
    asked.push(body);
    const after = body.after?.id ?? 0;
    const rest = tenth.filter((_, index) => index + 1 > after);
    const page = rest.slice(0, 2);
    const last = page.at(-1);
    const nextCursor: AlertCursor | null =
      rest.length > 2 && last
        ? { dueDate: last.dueDate, kind: last.kind, id: tenth.indexOf(last) + 1 }
        : null;
    return { today: "2026-11-24", from: "2026-12-10", to: "2026-12-10", alerts: page, nextCursor };
  },
});

function renderCalendar(days: AlertCalendarDay[], onMonthChange = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AlertCalendar
          month="2026-12"
          today={"2026-11-24" as Alert["dueDate"]}
          days={days}
          dayRequest={(date) => ({ view: "elements-expiring", from: date, to: date, pageSize: 2 })}
          loading={false}
          onMonthChange={onMonthChange}
          onToday={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onMonthChange };
}

afterEach(cleanup);

describe("chipText", () => {
  it("drops the kind's lead-in, which the chip's colour and label already say", () => {
    expect(chipText({ kind: "HOLDING_FEE", title: "Holding fee: Rosa Quintero · Harvest Crunch :30" })).toBe(
      "Rosa Quintero · Harvest Crunch :30",
    );
    expect(chipText({ kind: "REMINDER", title: "Ask: who renews?" })).toBe("Ask: who renews?");
    expect(chipText({ kind: "ELEMENT_EXPIRE", title: "Theme song" })).toBe("Theme song");
  });
});

describe("AlertCalendar", () => {
  it("is a table of the month's weeks with each alert a link on its due day", () => {
    const day = alert(1, "2026-12-03", "Theme song");
    renderCalendar([{ date: day.dueDate, count: 1, alerts: [day] }]);
    const table = screen.getByRole("table", { name: "December 2026" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const chip = within(table).getByRole("link", { name: "Element expiring: Theme song" });
    expect(chip.getAttribute("href")).toBe("/elements/5/element-profile");
    expect(chip.closest("td")?.querySelector("time")?.getAttribute("datetime")).toBe("2026-12-03");
  });

  it("shows the day's first three with its count, and pages through the rest from +N more", async () => {
    const { user } = renderCalendar([
      { date: tenth[0]?.dueDate ?? ("" as Alert["dueDate"]), count: 5, alerts: tenth.slice(0, 3) },
    ]);
    expect(screen.getAllByRole("link")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "2 more due 12/10/2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Due 12/10/2026" });
    expect(within(dialog).getByText("5 alerts due this day.")).toBeTruthy();
    await within(dialog).findByRole("link", { name: "Two" });
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["One", "Two"]);
    await user.click(within(dialog).getByRole("button", { name: "Show more" }));
    await within(dialog).findByRole("link", { name: "Four" });
    await user.click(within(dialog).getByRole("button", { name: "Show more" }));
    await within(dialog).findByRole("link", { name: "Five" });
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["One", "Two", "Three", "Four", "Five"]);
    expect(within(dialog).queryByRole("button", { name: "Show more" })).toBeNull();
    expect(asked.map((request) => [request.from, request.to, request.after?.id ?? null])).toEqual([
      ["2026-12-10", "2026-12-10", null],
      ["2026-12-10", "2026-12-10", 2],
      ["2026-12-10", "2026-12-10", 4],
    ]);
  });

  it("moves to the months before and after", async () => {
    const { user, onMonthChange } = renderCalendar([]);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(onMonthChange.mock.calls).toEqual([["2027-01"], ["2026-11"]]);
  });
});
