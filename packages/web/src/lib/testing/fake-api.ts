import type { ApiClient } from "@rightsdesk/api-client";
import { afterEach, beforeEach, vi } from "vitest";
import { api, backgroundApi } from "../api-client";

type FakeCalls = { [Name in keyof ApiClient]?: (...args: never[]) => unknown };
/**
 * The clients seen as plain objects of calls: spying by `keyof ApiClient` asks the compiler for the
 * union of every call's type, which grows past what it can represent as the API grows.
 */
type Calls = Record<string, (...args: never[]) => unknown>;

/**
 * Answers the named API calls with `calls` in every test of the file that calls it, on the app's own
 * clients (`api` and `backgroundApi`), and puts the real calls back after each test. Unlike
 * replacing the module (vi.mock), this lets the file share its imports with the other test files
 * of its process. A call not named here still goes out, and fails: name every call a test makes.
 */
export function useFakeApi(calls: FakeCalls): void {
  beforeEach(() => {
    for (const [name, answer] of Object.entries(calls)) {
      vi.spyOn(api as unknown as Calls, name).mockImplementation(answer as never);
      vi.spyOn(backgroundApi as unknown as Calls, name).mockImplementation(answer as never);
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
