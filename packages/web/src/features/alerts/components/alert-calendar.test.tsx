// @vitest-environment happy-dom
import type { Alert } from "@rightsdesk/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertCalendar, chipText } from "./alert-calendar";

function alert(key: string, dueDate: string, title: string): Alert {
  return {
    key,
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

function renderCalendar(alerts: Alert[], onMonthChange = vi.fn()) {
  render(
    <MemoryRouter>
      <AlertCalendar
        month="2026-12"
        today={"2026-11-24" as Alert["dueDate"]}
        alerts={alerts}
        loading={false}
        onMonthChange={onMonthChange}
        onToday={vi.fn()}
      />
    </MemoryRouter>,
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
    renderCalendar([alert("a", "2026-12-03", "Theme song")]);
    const table = screen.getByRole("table", { name: "December 2026" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const chip = within(table).getByRole("link", { name: "Element expiring: Theme song" });
    expect(chip.getAttribute("href")).toBe("/elements/5/element-profile");
    expect(chip.closest("td")?.querySelector("time")?.getAttribute("datetime")).toBe("2026-12-03");
  });

  it("shows three chips a day and opens the rest from +N more", async () => {
    const many = ["One", "Two", "Three", "Four", "Five"].map((title, index) =>
      alert(`k${index}`, "2026-12-10", title),
    );
    const { user } = renderCalendar(many);
    expect(screen.getAllByRole("link")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "2 more due 12/10/2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Due 12/10/2026" });
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["One", "Two", "Three", "Four", "Five"]);
  });

  it("moves to the months before and after", async () => {
    const { user, onMonthChange } = renderCalendar([]);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(onMonthChange.mock.calls).toEqual([["2027-01"], ["2026-11"]]);
  });
});
