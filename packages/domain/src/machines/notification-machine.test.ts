import { describe, expect, it } from "vitest";
import { initialTransition, transition } from "xstate";
import { notificationMachine } from "./notification-machine.js";

describe("notificationMachine", () => {
  it("starts hidden and shows a message as a success by default", () => {
    let [snapshot] = initialTransition(notificationMachine);
    expect(snapshot.value).toBe("hidden");
    [snapshot] = transition(notificationMachine, snapshot, { type: "HIDE" });
    expect(snapshot.value).toBe("hidden");
    [snapshot] = transition(notificationMachine, snapshot, { type: "SHOW", message: "Saved." });
    expect(snapshot.value).toBe("shown");
    expect(snapshot.context).toEqual({ message: "Saved.", notificationType: "success" });
  });

  it("replaces the message shown and forgets it when hidden", () => {
    let [snapshot] = initialTransition(notificationMachine);
    [snapshot] = transition(notificationMachine, snapshot, { type: "SHOW", message: "Saved." });
    [snapshot] = transition(notificationMachine, snapshot, {
      type: "SHOW",
      message: "Upload failed.",
      notificationType: "error",
    });
    expect(snapshot.context).toEqual({ message: "Upload failed.", notificationType: "error" });
    [snapshot] = transition(notificationMachine, snapshot, { type: "HIDE" });
    expect(snapshot.value).toBe("hidden");
    expect(snapshot.context).toEqual({ message: null, notificationType: "success" });
  });
});
