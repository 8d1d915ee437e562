// @vitest-environment happy-dom
import type { CastCycle, PersonPicture } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { owedNowCents } from "./holding-fees-due";
import { PersonPictureCard } from "./person-picture-card";
import { answerApiCalls } from "../../../../lib/testing/fake-api";

const server = { picture: null as unknown, fail: false };

answerApiCalls({
  getPersonPicture: async () => {
    if (server.fail) throw new Error("The server did not answer.");
    return server.picture;
  },
});

const cycle = (number: number, amountCents: number | null): CastCycle => ({
  number,
  start: "2025-05-10",
  expire: "2025-08-08",
  dueDate: "2025-05-10",
  paidBy: null,
  amountCents,
  feeNote:
    amountCents === null
      ? "No confirmed SAG-AFTRA rate for 2025."
      : "The holding fee agreed in the performer's contract.",
});

const picture = (parts: Partial<PersonPicture>): PersonPicture =>
  ({
    today: "2025-06-02",
    spots: [],
    contracts: [],
    useRights: [],
    holdingFees: [],
    ...parts,
  }) as PersonPicture;

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PersonPictureCard personId={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  server.fail = false;
});

describe("a person's spots, contracts and fees", () => {
  it("shows each holding fee due with its amount, or says there is no confirmed rate", async () => {
    server.picture = picture({
      holdingFees: [
        {
          castItemId: 1,
          assetId: 3,
          adId: "ABCD1234000H",
          assetTitle: "Morning Loaf",
          union: "SAG AFTRA",
          paidThrough: "2025-05-09",
          unpaid: [cycle(4, 78_300)],
          nextDue: cycle(4, 78_300),
        },
        {
          castItemId: 2,
          assetId: 4,
          adId: "ABCD1234001H",
          assetTitle: "Evening Loaf",
          union: "SAG AFTRA",
          paidThrough: "2025-08-08",
          unpaid: [],
          nextDue: cycle(5, null),
        },
      ],
    });
    renderCard();
    const fees = await screen.findByRole("region", { name: /Holding fees due/ });
    const rows = within(fees).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("$783.00");
    expect(rows[1]?.textContent).toContain("Due now");
    expect(rows[1]?.textContent).toContain("SAG-AFTRA");
    expect(rows[2]?.textContent).toContain("No confirmed rate");
    expect(within(fees).getByRole("link", { name: "Morning Loaf" }).getAttribute("href")).toBe(
      "/asset/3/rights-tracker",
    );
  });

  it("says which parts the role does not read instead of showing them empty", async () => {
    server.picture = picture({ contracts: null });
    renderCard();
    expect(await screen.findByText("No spots or contracts yet")).toBeTruthy();
    server.picture = picture({
      spots: [],
      contracts: null,
      holdingFees: [
        {
          castItemId: 1,
          assetId: 3,
          adId: "X",
          assetTitle: "Loaf",
          union: "AFM",
          paidThrough: "2025-05-09",
          unpaid: [],
          nextDue: null,
        },
      ],
    });
    cleanup();
    renderCard();
    expect(await screen.findByText(/does not include the Contracts module/)).toBeTruthy();
  });

  it("offers to try again when the picture cannot be loaded", async () => {
    server.fail = true;
    renderCard();
    expect(await screen.findByText("Their spots, contracts and fees could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Try again/ })).toBeTruthy();
  });

  it("adds up what is owed now only when every cycle has a figure", () => {
    expect(owedNowCents([cycle(1, 100), cycle(2, 250)])).toBe(350);
    expect(owedNowCents([cycle(1, 100), cycle(2, null)])).toBeNull();
  });
});
