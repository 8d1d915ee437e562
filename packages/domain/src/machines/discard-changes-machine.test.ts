import { describe, expect, it } from "vitest";
import { createActor, initialTransition, transition } from "xstate";
import { hasUnsavedChanges, isSameForm } from "./discard-changes-guards.js";
import { discardChangesDialog, discardChangesMachine } from "./discard-changes-machine.js";

function start() {
  const navigations: string[] = [];
  const actor = createActor(discardChangesMachine).start();
  actor.on("navigate", (event) => navigations.push(event.to));
  return { actor, navigations };
}

describe("discard-changes guards", () => {
  it("asks only while a form is open for editing", () => {
    expect(hasUnsavedChanges({ editOpen: true, formName: "company", pendingDestination: null })).toBe(true);
    expect(hasUnsavedChanges({ editOpen: false, formName: null, pendingDestination: null })).toBe(false);
  });

  it("lets a form end only its own edit", () => {
    const context = { editOpen: true, formName: "company", pendingDestination: null };
    expect(isSameForm(context, "company")).toBe(true);
    expect(isSameForm(context, "people")).toBe(false);
    expect(isSameForm(context, undefined)).toBe(true);
  });
});

describe("discardChangesMachine", () => {
  it("has the dialog texts of spec 000 section 2", () => {
    expect(discardChangesDialog).toEqual({
      title: "Discard Changes",
      message: "Any changes made will be lost. Are you sure you want to leave this form?",
      confirmLabel: "Yes, Discard",
      cancelLabel: "Stay",
    });
  });

  it("lets the user leave at once with nothing unsaved", () => {
    const { actor, navigations } = start();
    actor.send({ type: "LEAVE", to: "/companies/all" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(navigations).toEqual(["/companies/all"]);
  });

  it("asks before leaving a form with unsaved changes; 'Yes, Discard' leaves and drops the edit", () => {
    const { actor, navigations } = start();
    actor.send({ type: "EDIT_STARTED", formName: "company-profile" });
    actor.send({ type: "LEAVE", to: "/dashboard" });
    expect(actor.getSnapshot().value).toBe("confirming");
    expect(navigations).toEqual([]);
    actor.send({ type: "LEAVE", to: "/people/all" });
    actor.send({ type: "DISCARD" });
    expect(navigations).toEqual(["/people/all"]);
    expect(actor.getSnapshot().context).toEqual({
      editOpen: false,
      formName: null,
      pendingDestination: null,
    });
  });

  it("'Stay' closes the dialog and keeps the edit", () => {
    const { actor, navigations } = start();
    actor.send({ type: "EDIT_STARTED", formName: "asset-info" });
    actor.send({ type: "LEAVE", to: "back" });
    actor.send({ type: "STAY" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toEqual({
      editOpen: true,
      formName: "asset-info",
      pendingDestination: null,
    });
    expect(navigations).toEqual([]);
  });

  it("ends the edit when its form saves, not when another form does", () => {
    let [snapshot] = initialTransition(discardChangesMachine);
    [snapshot] = transition(discardChangesMachine, snapshot, { type: "EDIT_STARTED", formName: "notes" });
    [snapshot] = transition(discardChangesMachine, snapshot, { type: "EDIT_ENDED", formName: "banks" });
    expect(snapshot.context.editOpen).toBe(true);
    [snapshot] = transition(discardChangesMachine, snapshot, { type: "EDIT_ENDED", formName: "notes" });
    expect(snapshot.context).toMatchObject({ editOpen: false, formName: null });
  });
});
