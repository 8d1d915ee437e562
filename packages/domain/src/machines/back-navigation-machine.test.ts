import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { hasBackHistory, isLastBackEntry } from "./back-navigation-guards.js";
import { backNavigationMachine } from "./back-navigation-machine.js";

function start() {
  const navigations: string[] = [];
  const actor = createActor(backNavigationMachine).start();
  actor.on("navigate", (event) => navigations.push(event.to));
  return { actor, navigations };
}

describe("back-navigation guards", () => {
  it("know whether there is somewhere to go back to and whether it is the last place", () => {
    expect(hasBackHistory({ stack: [] })).toBe(false);
    expect(hasBackHistory({ stack: ["/a"] })).toBe(true);
    expect(isLastBackEntry({ stack: ["/a"] })).toBe(true);
    expect(isLastBackEntry({ stack: ["/a", "/b"] })).toBe(false);
  });
});

describe("backNavigationMachine", () => {
  it("starts hidden and ignores plain forward moves and back while hidden", () => {
    const { actor, navigations } = start();
    actor.send({ type: "FORWARD", from: "/companies/all" });
    actor.send({ type: "BACK" });
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(actor.getSnapshot().context.stack).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it("pushes on forward, pops on back, and hides when the stack empties", () => {
    const { actor, navigations } = start();
    actor.send({ type: "FORWARD", from: "/companies/all", offerBack: true });
    expect(actor.getSnapshot().value).toBe("visible");
    actor.send({ type: "FORWARD", from: "/company/3/staff" });
    expect(actor.getSnapshot().context.stack).toEqual(["/companies/all", "/company/3/staff"]);
    actor.send({ type: "BACK" });
    expect(navigations).toEqual(["/company/3/staff"]);
    expect(actor.getSnapshot().value).toBe("visible");
    actor.send({ type: "BACK" });
    expect(navigations).toEqual(["/company/3/staff", "/companies/all"]);
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(actor.getSnapshot().context.stack).toEqual([]);
  });

  it("hides and empties on clear", () => {
    const { actor } = start();
    actor.send({ type: "FORWARD", from: "/people/all", offerBack: true });
    actor.send({ type: "CLEAR" });
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(actor.getSnapshot().context.stack).toEqual([]);
    actor.send({ type: "CLEAR" });
    expect(actor.getSnapshot().value).toBe("hidden");
  });
});
