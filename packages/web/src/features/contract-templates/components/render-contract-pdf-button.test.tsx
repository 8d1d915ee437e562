// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contractDocumentsQueryKey } from "../api/contract-template-keys";
import { RenderContractPdfButton } from "./render-contract-pdf-button";
import { answerApiCalls } from "../../../lib/testing/fake-api";

const server = {
  calls: [] as string[],
  saved: [] as string[],
  missing: [] as string[],
};

answerApiCalls({
  renderContractPdf: async ({ params }: { params: { id: number } }) => {
    server.calls.push(`render ${params.id}`);
    return {
      document: { id: 31, name: "Contract C-7", fileName: "C-7.pdf" },
      missing: server.missing,
      unknown: [],
    };
  },
  downloadContractDocument: async ({ params }: { params: { documentId: number } }) => {
    server.calls.push(`download ${params.documentId}`);
    return { blob: new Blob(["%PDF"]), fileName: "download.pdf" };
  },
});

function renderButton(props: { templateId: number | null; canWrite: boolean }, onRendered = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <RenderContractPdfButton contractId={7} {...props} onRendered={onRendered} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { invalidate, onRendered, user: userEvent.setup() };
}

beforeEach(() => {
  server.calls = [];
  server.saved = [];
  server.missing = [];
  // The browser's download: the app clicks a link that names the file to save.
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) server.saved.push(this.download);
  });
});
afterEach(cleanup);

describe("RenderContractPdfButton", () => {
  it("asks first, then draws the PDF, links to the kept file and refreshes the contract's documents", async () => {
    server.missing = ["Fitting fee", "Time in"];
    const { user, invalidate, onRendered } = renderButton({ templateId: 3, canWrite: true });
    await user.click(screen.getByRole("button", { name: "Create PDF" }));
    expect(server.calls).toEqual([]);
    await user.click(await screen.findByRole("button", { name: "Create the PDF" }));
    expect(await screen.findByText("Not entered: Fitting fee, Time in.", { exact: false })).toBeTruthy();
    expect(server.calls).toEqual(["render 7", "download 31"]);
    expect(screen.getByText(/Contract C-7 is kept under the contract's documents/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the PDF" }).getAttribute("href")).toMatch(/^blob:/);
    expect(screen.getByRole("link", { name: "See the documents" }).getAttribute("href")).toContain(
      "documents",
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(server.saved).toEqual(["C-7.pdf"]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: contractDocumentsQueryKey(7) });
    expect(onRendered).toHaveBeenCalledWith(31);
  });

  it("writes nothing when the user cancels, and says nothing is missing when every placeholder had a value", async () => {
    const { user } = renderButton({ templateId: 3, canWrite: true });
    await user.click(screen.getByRole("button", { name: "Create PDF" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(server.calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Create PDF" }));
    await user.click(await screen.findByRole("button", { name: "Create the PDF" }));
    await vi.waitFor(() => expect(server.calls).toEqual(["render 7", "download 31"]));
    expect(screen.queryByText(/Not entered/)).toBeNull();
  });

  it("is disabled, with the reason, when the contract has no template", () => {
    renderButton({ templateId: null, canWrite: true });
    const button = screen.getByRole("button", { name: "Create PDF" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("Choose the contract's template first");
  });

  it("is disabled for someone who may not write contracts", () => {
    renderButton({ templateId: 3, canWrite: false });
    expect((screen.getByRole("button", { name: "Create PDF" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
