import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router-dom";
import { patchRoutesOnce } from "./patch-routes-once";

const routes: RouteObject[] = [{ path: "dashboard" }];

function navigation() {
  const controller = new AbortController();
  const patch = vi.fn();
  return {
    controller,
    patch,
    args: { patch, signal: controller.signal, path: "/dashboard", matches: [], fetcherKey: undefined },
  };
}

describe("adding the signed-in routes on navigation", () => {
  it("adds them once, on the first navigation that needs them", async () => {
    const load = vi.fn(async () => routes);
    const patchRoutes = patchRoutesOnce("signed-in", load);
    const first = navigation();
    await patchRoutes(first.args);
    expect(first.patch).toHaveBeenCalledWith("signed-in", routes);
    const second = navigation();
    await patchRoutes(second.args);
    expect(second.patch).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next navigation when the one that loaded them was cancelled meanwhile", async () => {
    let resolve!: (value: RouteObject[]) => void;
    const patchRoutes = patchRoutesOnce("signed-in", () => new Promise((done) => (resolve = done)));
    const cancelled = navigation();
    const pending = patchRoutes(cancelled.args);
    cancelled.controller.abort();
    resolve(routes);
    await pending;
    expect(cancelled.patch).not.toHaveBeenCalled();

    const next = navigation();
    const again = patchRoutes(next.args);
    resolve(routes);
    await again;
    expect(next.patch).toHaveBeenCalledWith("signed-in", routes);
  });
});
