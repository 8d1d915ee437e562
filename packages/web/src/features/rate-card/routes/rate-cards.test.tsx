// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type RateCardEntryInput } from "@rightsdesk/domain";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls, signInForEachTest } from "../../../lib/testing/fake-api";
import { clientRow, rateCard } from "../testing/rate-card-fixtures";
import { contractsUser, renderScreen } from "../../../lib/testing/render-screen";
import { Component as RateCards } from "./rate-cards";

const server = {
  added: [] as RateCardEntryInput[],
  deleted: [] as unknown[],
  imported: [] as string[],
  refuseSource: false,
  refuseImport: false,
};

function invalidData(field: string, message: string) {
  return new ApiError({ code: ErrorCodes.InvalidData, status: 400, message, errors: [{ field, message }] });
}

signInForEachTest();
answerApiCalls({
  getRateCard: async () => rateCard(),
  addRateCardEntry: async ({ body }: { body: RateCardEntryInput }) => {
    if (server.refuseSource)
      throw invalidData("body.source", "Name the rate sheet, contract or page, not a person.");
    server.added.push(body);
    return clientRow({ ...body, id: "42", version: 1 });
  },
  deleteRateCardEntry: async ({ params }: { params: { id: unknown } }) => {
    server.deleted.push(params.id);
    return { deleted: true };
  },
  importRateCard: async ({ files }: { files: File[] }) => {
    server.imported.push(files[0]?.name ?? "");
    if (server.refuseImport)
      throw invalidData("rows.3.effectiveTo", "Line 3: The figure cannot end before it starts.");
    return { added: 2, entries: [] };
  },
});

beforeEach(() => {
  server.added = [];
  server.deleted = [];
  server.imported = [];
  server.refuseSource = false;
  server.refuseImport = false;
});
afterEach(cleanup);

const url = "/rate-cards";

async function openAddForm() {
  const { user } = renderScreen(RateCards, url, contractsUser());
  await user.click(await screen.findByRole("button", { name: "Add client figure" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Add client figure" }) };
}

describe("Rate cards", () => {
  it("lists every figure with its category in words, its amount and origin; shipped rows are read-only", async () => {
    renderScreen(RateCards, url, contractsUser());
    const figures = await screen.findByRole("table", { name: /Rate card: every figure/ });
    const shipped = within(figures).getByText("On-camera principal session fee").closest("tr") as HTMLElement;
    expect(within(shipped).getByText("$782.75")).toBeTruthy();
    expect(within(shipped).getByText("Shipped")).toBeTruthy();
    expect(within(shipped).getByText("Read-only")).toBeTruthy();
    expect(within(shipped).queryByRole("button")).toBeNull();
    const own = within(figures).getByText("One-year streaming fee").closest("tr") as HTMLElement;
    expect(within(own).getByText("$2,500.00")).toBeTruthy();
    expect(within(own).getByText("Client")).toBeTruthy();
    expect(within(own).getByText("Payroll memo of 2025-05-02")).toBeTruthy();
    expect(within(own).getByRole("button", { name: /^Edit SAG-AFTRA 2025/ })).toBeTruthy();
  });

  it("offers no change to a user who may only read", async () => {
    renderScreen(RateCards, url, contractsUser({ canWrite: false, canDelete: false }));
    await screen.findByRole("table", { name: /Rate card: every figure/ });
    expect(screen.queryByRole("button", { name: /Add client figure/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import CSV" })).toBeNull();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
  });

  it("opens the add form from a row with no confirmed figure, filled with what the row says", async () => {
    const { user } = renderScreen(RateCards, url, contractsUser());
    const gaps = await screen.findByRole("table", { name: "Shipped figures with no confirmed amount" });
    await user.click(within(gaps).getByRole("button", { name: /one-year national cable fee/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add client figure" });
    const form = within(dialog);
    expect((form.getByLabelText("Union") as HTMLSelectElement).value).toBe("SAG-AFTRA");
    expect((form.getByLabelText("Contract year") as HTMLInputElement).value).toBe("2025");
    expect((form.getByLabelText("Category") as HTMLSelectElement).value).toBe("nationalCable1Year");
    expect((form.getByLabelText("Effective from") as HTMLInputElement).value).toBe("2025-04-01");
    expect((form.getByLabelText("Effective to (optional)") as HTMLInputElement).value).toBe("2026-03-31");

    await user.type(form.getByLabelText("Amount (USD)"), "1,234.50");
    await user.type(form.getByLabelText("Source"), "Payroll memo of 2025-05-02");
    await user.click(form.getByRole("button", { name: "Add client figure" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.added).toEqual([
      expect.objectContaining({
        union: "SAG-AFTRA",
        contractYear: 2025,
        category: "nationalCable1Year",
        effectiveFrom: "2025-04-01",
        effectiveTo: "2026-03-31",
        amountCents: 123_450,
        source: "Payroll memo of 2025-05-02",
        confidence: "V",
        performerId: null,
      }),
    ]);
  });

  it("names a date range that ends before it starts and a negative amount on their fields, sending nothing", async () => {
    const { user, dialog } = await openAddForm();
    const form = within(dialog);
    await user.selectOptions(form.getByLabelText("Union"), "AFM");
    await user.type(form.getByLabelText("Contract year"), "2025");
    await user.selectOptions(form.getByLabelText("Category"), "wildSpotFlat");
    await user.type(form.getByLabelText("Effective from"), "2025-06-01");
    await user.type(form.getByLabelText("Effective to (optional)"), "2025-05-01");
    await user.type(form.getByLabelText("Amount (USD)"), "-20");
    await user.type(form.getByLabelText("Source"), "AFM rate sheet");
    await user.click(form.getByRole("button", { name: "Add client figure" }));

    const end = form.getByLabelText("Effective to (optional)");
    const endMessage = await form.findByText("The figure cannot end before it starts.");
    expect(end.getAttribute("aria-invalid")).toBe("true");
    expect(end.getAttribute("aria-describedby")).toContain(endMessage.id);
    const amount = form.getByLabelText("Amount (USD)");
    const amountMessage = form.getByText("Enter the amount as a whole number of cents, more than zero.");
    expect(amount.getAttribute("aria-describedby")).toContain(amountMessage.id);
    expect(server.added).toEqual([]);
  });

  it("puts the server's refusal of the source on the source field", async () => {
    server.refuseSource = true;
    const { user, dialog } = await openAddForm();
    const form = within(dialog);
    await user.selectOptions(form.getByLabelText("Union"), "SAG-AFTRA");
    await user.type(form.getByLabelText("Contract year"), "2025");
    await user.selectOptions(form.getByLabelText("Category"), "dealerFlat");
    await user.type(form.getByLabelText("Effective from"), "2025-04-01");
    await user.type(form.getByLabelText("Amount (USD)"), "500");
    await user.type(form.getByLabelText("Source"), "Bob");
    await user.click(form.getByRole("button", { name: "Add client figure" }));

    const message = await form.findByText("Name the rate sheet, contract or page, not a person.");
    const source = form.getByLabelText("Source");
    expect(source.getAttribute("aria-invalid")).toBe("true");
    expect(source.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByRole("dialog", { name: "Add client figure" })).toBeTruthy();
  });

  it("asks before deleting a client figure, then deletes it by its id", async () => {
    const { user } = renderScreen(RateCards, url, contractsUser());
    await user.click(await screen.findByRole("button", { name: /^Delete SAG-AFTRA 2025/ }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this client figure?" });
    expect(server.deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete figure" }));
    await waitFor(() => expect(server.deleted).toEqual([41]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("imports a CSV file and says how many figures it added", async () => {
    const { user } = renderScreen(RateCards, url, contractsUser());
    await screen.findByRole("table", { name: /Rate card: every figure/ });
    await user.upload(
      screen.getByLabelText("Rate card CSV file"),
      new File(["union\n"], "card.csv", { type: "text/csv" }),
    );
    expect(await screen.findByText("2 figures added.")).toBeTruthy();
    expect(server.imported).toEqual(["card.csv"]);
  });

  it("names the line and column of a refused import", async () => {
    server.refuseImport = true;
    const { user } = renderScreen(RateCards, url, contractsUser());
    await screen.findByRole("table", { name: /Rate card: every figure/ });
    await user.upload(
      screen.getByLabelText("Rate card CSV file"),
      new File(["union\n"], "card.csv", { type: "text/csv" }),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Nothing was imported")).toBeTruthy();
    expect(
      within(alert).getByText("Line 3, effective to: The figure cannot end before it starts."),
    ).toBeTruthy();
  });
});
