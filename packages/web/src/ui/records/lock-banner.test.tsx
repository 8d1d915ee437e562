// @vitest-environment happy-dom
import type { RecordLockInfoResponse } from "@rightsdesk/domain";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecordLockBanner } from "./lock-banner";
import { lockTiming } from "./lock-text";
import { RecordLockProvider, useRecordLock } from "./record-lock";
import { answerApiCalls } from "../../lib/testing/fake-api";

const server = {
  lock: { status: "free", expiresAt: null, holderName: null } as RecordLockInfoResponse,
  statusCalls: 0,
};

answerApiCalls({
  getCompanyLockStatus: async () => {
    server.statusCalls += 1;
    return server.lock;
  },
  lockCompany: async () => server.lock,
  extendCompanyLock: async () => server.lock,
  releaseCompanyLock: async () => server.lock,
});

/** A company's lock, as the company kind describes it. */
const companyLock = {
  type: "company",
  lock: {
    status: (client, id) => client.getCompanyLockStatus({ params: { id } }),
    take: (client, id) => client.lockCompany({ params: { id } }),
    extend: (client, id) => client.extendCompanyLock({ params: { id } }),
    release: (client, id) => client.releaseCompanyLock({ params: { id } }),
  },
} satisfies Parameters<typeof RecordLockProvider>[0]["kind"];

function CompanyLockProvider({ companyId, children }: { companyId: number; children: ReactNode }) {
  return (
    <RecordLockProvider kind={companyLock} recordId={companyId}>
      {children}
    </RecordLockProvider>
  );
}

const LockBanner = () => <RecordLockBanner recordLabel="company" />;

function EditButton() {
  const lock = useRecordLock();
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
