// @vitest-environment happy-dom
import type { RecordLockInfoResponse } from "@rightsdesk/domain";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lockTiming } from "../../lib/lock-banner";
import { CompanyLockProvider, useCompanyLock } from "./company-lock";
import { LockBanner } from "./lock-banner";

const server = vi.hoisted(() => ({
  lock: { status: "free", expiresAt: null, holderName: null } as RecordLockInfoResponse,
  statusCalls: 0,
}));

vi.mock("../../../../lib/api-client", () => {
  const client = {
    getCompanyLockStatus: async () => {
      server.statusCalls += 1;
      return server.lock;
    },
    lockCompany: async () => server.lock,
    extendCompanyLock: async () => server.lock,
    releaseCompanyLock: async () => server.lock,
  };
  return { api: client, backgroundApi: client };
});

function EditButton() {
  const lock = useCompanyLock();
  return (
    <button type="button" disabled={lock.isLockedByOther}>
      Edit
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.statusCalls = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LockBanner", () => {
  it("names who is editing, shuts Edit, and opens again once a later check finds the company free", async () => {
    const end = new Date(Date.now() + 5 * 60_000).toISOString();
    server.lock = { status: "lockedByOther", expiresAt: end, holderName: "Jane Doe" };
    render(
      <CompanyLockProvider companyId={7}>
        <LockBanner />
        <EditButton />
      </CompanyLockProvider>,
    );
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toContain("Jane Doe is editing this company until");
    expect((screen.getByRole("button", { name: "Edit" }) as HTMLButtonElement).disabled).toBe(true);

    server.lock = { status: "free", expiresAt: null, holderName: null };
    const callsBefore = server.statusCalls;
    await act(() => vi.advanceTimersByTimeAsync(lockTiming.pollWhileLockedMs + 100));
    expect(server.statusCalls).toBeGreaterThan(callsBefore);
    expect(screen.queryByRole("status")).toBeNull();
    expect((screen.getByRole("button", { name: "Edit" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says nothing while nobody else is editing", async () => {
    server.lock = { status: "free", expiresAt: null, holderName: null };
    render(
      <CompanyLockProvider companyId={7}>
        <LockBanner />
      </CompanyLockProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(server.statusCalls).toBe(1);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
