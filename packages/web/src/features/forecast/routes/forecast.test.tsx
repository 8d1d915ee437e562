// @vitest-environment happy-dom
import { toIsoDate, type ForecastRequest, type RenewalChoice, type RenewalSubject } from "@rightsdesk/domain";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls, signInForEachTest } from "../../../lib/testing/fake-api";
import { forecastAnswer, holdingFee, renewRosa, subjects } from "../testing/forecast-fixtures";
import { contractsUser, renderScreen } from "../../../lib/testing/render-screen";
import { Component as Forecast } from "./forecast";

const server = {
  forecasts: [] as ForecastRequest[],
  decided: [] as { subjects: RenewalSubject[]; choice: RenewalChoice }[],
  asked: [] as unknown[],
};

signInForEachTest();
answerApiCalls({
  getForecast: async ({ body }: { body: ForecastRequest }) => {
    server.forecasts.push(body);
    const answer = forecastAnswer();
    // Two payments of Rosa's fees in April: one decision between them.
    answer.payments.splice(1, 0, holdingFee({ dueDate: toIsoDate("2026-04-25"), amountCents: 0 }));
    return answer;
  },
  listRenewalDecisions: async () => ({ decisions: [renewRosa()] }),
  listTodoOwners: async () => ({
    records: [
      { id: 7, name: "Ada Lovelace" },
      { id: 9, name: "Grace Hopper" },
    ],
  }),
  decideRenewals: async ({ body }: { body: { subjects: RenewalSubject[]; choice: RenewalChoice } }) => {
    server.decided.push(body);
    return { decisions: [] };
  },
  askRenewalDecisions: async ({ body }: { body: unknown }) => {
    server.asked.push(body);
    return { asked: [{ id: 9, name: "Grace Hopper", todoId: 31 }] };
  },
});

beforeEach(() => {
  server.forecasts = [];
  server.decided = [];
  server.asked = [];
});
afterEach(cleanup);

const url = "/forecast";

async function paymentsTable() {
  return screen.findByRole("table", { name: /Payments due in the window/ });
}

describe("Forecast", () => {
  it("shows the total with the missing items counted apart, and each payment's source and decision", async () => {
    renderScreen(Forecast, `${url}?from=2026-04-01&months=3`, contractsUser());
    expect(server.forecasts[0]).toEqual({ from: toIsoDate("2026-04-01"), months: 3, scope: {} });
    expect(await screen.findByText("$4,282.75")).toBeTruthy();
    expect(screen.getByText(/1 item missing a figure/)).toBeTruthy();
    const table = await paymentsTable();
    const missing = within(table).getByText("Missing").closest("tr") as HTMLElement;
    expect(within(missing).getByLabelText("No figure")).toBeTruthy();
    const [rosa] = within(table)
      .getAllByText("Rosa Quintero")
      .map((cell) => cell.closest("tr") as HTMLElement);
    expect(within(rosa as HTMLElement).getByText("Renew")).toBeTruthy();
    expect(within(rosa as HTMLElement).getByText("Ada Lovelace, 03/02/2026")).toBeTruthy();
  });

  it("lists only a month's payments when its bar is chosen, and all again when chosen twice", async () => {
    const { user } = renderScreen(Forecast, url, contractsUser());
    const table = await paymentsTable();
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const may = screen.getByRole("button", { name: /^May 2026: \$2,500\.00/ });
    await user.click(may);
    expect(may.getAttribute("aria-pressed")).toBe("true");
    const narrowed = await paymentsTable();
    expect(within(narrowed).getAllByRole("row")).toHaveLength(2);
    expect(within(narrowed).getByText("Sunny Day (track) · Sync licence")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Payments in May 2026 (1)" })).toBeTruthy();
    await user.click(may);
    expect(within(await paymentsTable()).getAllByRole("row")).toHaveLength(6);
  });

  it("records one 'not renewing' per subject for the chosen payments, after asking, then reads the forecast again", async () => {
    const { user } = renderScreen(Forecast, url, contractsUser());
    const table = await paymentsTable();
    for (const box of within(table).getAllByRole("checkbox", {
      name: /^Select (Holding fee|Use right cycle) due 04/,
    })) {
      await user.click(box);
    }
    expect(screen.getByText("3 payments chosen (2 decisions).")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Not renewing" }));
    const dialog = await screen.findByRole("dialog", { name: /Stop renewing 2 items/ });
    expect(server.decided).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Not renewing" }));
    await waitFor(() => expect(server.decided).toHaveLength(1));
    expect(server.decided[0]).toEqual({
      subjects: [subjects.rosaFees, subjects.harvestCycle],
      choice: "notRenewing",
    });
    await waitFor(() => expect(server.forecasts).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("renews the chosen payments without asking", async () => {
    const { user } = renderScreen(Forecast, url, contractsUser());
    const table = await paymentsTable();
    await user.click(within(table).getByRole("checkbox", { name: /^Select Licence renewal/ }));
    await user.click(screen.getByRole("button", { name: "Renew" }));
    await waitFor(() =>
      expect(server.decided).toEqual([
        { subjects: [{ kind: "licenceRenewal", elementId: 5, licenceId: 9 }], choice: "renew" },
      ]),
    );
  });

  it("asks the people chosen to decide by a day, with a note", async () => {
    const { user } = renderScreen(Forecast, url, contractsUser());
    const table = await paymentsTable();
    await user.click(within(table).getByRole("checkbox", { name: /^Select Licence renewal/ }));
    await user.click(screen.getByRole("button", { name: "Ask someone…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ask someone to decide" }));
    await user.click(dialog.getByRole("button", { name: "Ask" }));
    expect(await dialog.findByText("Choose who to ask.")).toBeTruthy();
    expect(server.asked).toEqual([]);
    await user.click(await dialog.findByLabelText("Grace Hopper"));
    await user.type(dialog.getByLabelText("Decide by"), "2026-04-15");
    await user.type(dialog.getByLabelText("Note (optional)"), "Renew the track?");
    await user.click(dialog.getByRole("button", { name: "Ask" }));
    await waitFor(() =>
      expect(server.asked).toEqual([
        {
          subjects: [{ kind: "licenceRenewal", elementId: 5, licenceId: 9 }],
          userIds: [9],
          dueDate: toIsoDate("2026-04-15"),
          note: "Renew the track?",
        },
      ]),
    );
  });

  it("offers no decision to a user who may only read", async () => {
    renderScreen(Forecast, url, contractsUser({ canWrite: false }));
    const table = await paymentsTable();
    expect(within(table).queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Not renewing" })).toBeNull();
  });
});
