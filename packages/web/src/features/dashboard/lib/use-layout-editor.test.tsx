// @vitest-environment happy-dom
import { defaultDashboardLayout, type DashboardLayout } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { arrangeLayout } from "./arrange-layout";
import { SAVE_DELAY_MS, useLayoutEditor } from "./use-layout-editor";
import { answerApiCalls } from "../../../lib/testing/fake-api";

const server = { saved: [] as DashboardLayout[], refuse: false, toasts: [] as string[] };

answerApiCalls({
  saveDashboardLayout: async ({ body }: { body: DashboardLayout }) => {
    server.saved.push(body);
    if (server.refuse) throw new Error("The layout was refused.");
    return { ...body, isDefault: false };
  },
});

const saved = defaultDashboardLayout().widgets;

function renderEditor() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLayoutEditor(saved), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  server.saved = [];
  server.refuse = false;
  server.toasts = [];
  vi.spyOn(toast, "error").mockImplementation((message) => {
    server.toasts.push(String(message));
    return 0;
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("editing the dashboard layout", () => {
  it("shows each move at once and saves a burst of moves once, after a pause", async () => {
    const { result } = renderEditor();
    const narrower = arrangeLayout(saved, "assets-expiring", "narrower");
    const down = arrangeLayout(narrower, "assets-expiring", "down");
    act(() => result.current.change(narrower));
    act(() => result.current.change(down));
    expect(result.current.layout).toEqual(down);
    expect(server.saved).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    });
    expect(server.saved).toEqual([{ widgets: down }]);
  });

  it("puts the saved layout back and says so when the save is refused", async () => {
    server.refuse = true;
    const { result } = renderEditor();
    act(() => result.current.change(arrangeLayout(saved, "reminders", "wider")));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    });
    expect(server.saved).toHaveLength(1);
    expect(result.current.layout).toEqual(saved);
    expect(server.toasts).toEqual(["The dashboard layout could not be saved."]);
  });
});
