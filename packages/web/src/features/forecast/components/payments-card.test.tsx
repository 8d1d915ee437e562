// @vitest-environment happy-dom
import { toIsoDate } from "@rightsdesk/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { holdingFee } from "../testing/forecast-fixtures";
import { PAYMENTS_PAGE_SIZE, PaymentsCard } from "./payments-card";

afterEach(cleanup);

/** A year of payments for a large library: more than one page of them. */
const many = Array.from({ length: PAYMENTS_PAGE_SIZE * 2 + 50 }, (_, index) =>
  holdingFee({
    dueDate: toIsoDate(`2026-05-${String(1 + (index % 28)).padStart(2, "0")}`),
    amountCents: index + 1,
  }),
);

function rowsShown(): number {
  const table = screen.getByRole("table", { name: /Payments due in the window/ });
  return within(table).getAllByRole("row").length - 1;
}

describe("the forecast's payments, a page at a time", () => {
  it("shows the first page, says how many there are, and pages through the rest", async () => {
    const user = userEvent.setup();
    render(
      <PaymentsCard
        payments={many}
        inForce={new Map()}
        month={null}
        onShowAllMonths={() => {}}
        canDecide={false}
      />,
    );
    expect(screen.getByText(`Payments (${many.length})`)).toBeTruthy();
    expect(rowsShown()).toBe(PAYMENTS_PAGE_SIZE);
    const pager = screen.getByRole("navigation", { name: "Pages of payments" });
    expect(within(pager).getByText(`1–100 of ${many.length}`)).toBeTruthy();
    expect(within(pager).getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(within(pager).getByText(`201–${many.length} of ${many.length}`)).toBeTruthy();
    expect(rowsShown()).toBe(50);
    expect(within(pager).getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
  });

  it("needs no pages for a short list", () => {
    render(
      <PaymentsCard
        payments={many.slice(0, 3)}
        inForce={new Map()}
        month={null}
        onShowAllMonths={() => {}}
        canDecide={false}
      />,
    );
    expect(rowsShown()).toBe(3);
    expect(screen.queryByRole("navigation", { name: "Pages of payments" })).toBeNull();
  });
});
