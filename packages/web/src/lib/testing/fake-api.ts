import type { ApiClient } from "@rightsdesk/api-client";
import { contract, type AccessPermission, type ModuleName, type UserPermission } from "@rightsdesk/domain";
import { afterEach, beforeEach, vi } from "vitest";
import { api, backgroundApi } from "../api-client";
import { session } from "../session";
import { loginResponse } from "./login-response";

type FakeCalls = { [Name in keyof ApiClient]?: (...args: never[]) => unknown };

/**
 * Answers the named API calls with `calls` in every test of the file that calls it, on the app's own
 * clients (`api` and `backgroundApi`), and puts the real calls back after each test. Unlike
 * replacing the module (vi.mock), this lets the file share its imports with the other test files
 * of its process. A call not named here fails at once, naming itself, without going out: a test
 * never reaches whatever server may be listening.
 */
export function answerApiCalls(calls: FakeCalls): void {
  beforeEach(() => {
    for (const client of [api, backgroundApi]) {
      // By name, as strings: the union of every call's own type is too large for the compiler.
      const methods = client as unknown as Record<string, (...args: never[]) => unknown>;
      // The clients load the contract on their first call; its names are known here already.
      for (const call of Object.keys(contract) as (keyof ApiClient)[]) {
        vi.spyOn(methods, call).mockImplementation(calls[call] ?? unanswered(call));
      }
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/**
 * The first name of `answerApiCalls`. React's hook lint takes any `use…` call at a file's top level
 * for a misplaced hook, so test files call `answerApiCalls`.
 */
export const useFakeApi = answerApiCalls;

function unanswered(call: keyof ApiClient) {
  return async () => {
    throw new Error(`The test gives no answer to ${call}.`);
  };
}

/**
 * Keeps a signed-in session (profile 4 selected) in every test of the file, and signs out after
 * each, so hooks that read the session run for real: `usePermission` then asks `getPermission`,
 * which the file answers with `answerApiCalls`. Call it before the file's own `afterEach(cleanup)`,
 * so the screen is gone before the session ends.
 */
export function signInForEachTest(): void {
  beforeEach(() => {
    session.saveSignIn(loginResponse());
    session.selectProfile(4);
  });
  afterEach(() => {
    session.clear();
  });
}

/** What `getPermission` answers for a user whose role grants `rights` on the named modules alone. */
export function permissionGranting(rights: Partial<Record<ModuleName, AccessPermission>>): UserPermission {
  return {
    id: 7,
    userName: "ada",
    termAcceptedOn: null,
    selectedUserProfile: {
      id: 4,
      tenantId: 1,
      elevatedRole: null,
      userType: { name: "PLATFORM USER" },
      grantedRole: {
        id: 5,
        name: "Tester",
        moduleAccesses: Object.entries(rights).map(([name, accessPermission]) => ({
          name,
          accessPermission,
          itemAccesses: [],
        })),
      },
    },
  };
}
