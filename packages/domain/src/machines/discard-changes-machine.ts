import { assign, emit, setup } from "xstate";
import { hasUnsavedChanges, isSameForm, type DiscardChangesGuardContext } from "./discard-changes-guards.js";

/** The discard-changes dialog (spec 000 section 2). */
export const discardChangesDialog = {
  title: "Discard Changes",
  message: "Any changes made will be lost. Are you sure you want to leave this form?",
  confirmLabel: "Yes, Discard",
  cancelLabel: "Stay",
} as const;

export type DiscardChangesContext = DiscardChangesGuardContext;

export type DiscardChangesEvent =
  /** The user changed something in a form: the edit-open flag goes up with the form's name. */
  | { readonly type: "EDIT_STARTED"; readonly formName: string }
  /** The form was saved or closed on purpose. */
  | { readonly type: "EDIT_ENDED"; readonly formName?: string }
  /** The user tries to leave for `to` (a path, or "back"). */
  | { readonly type: "LEAVE"; readonly to: string }
  | { readonly type: "DISCARD" }
  | { readonly type: "STAY" };

/** Emitted when leaving may go ahead; the shell performs the navigation. */
export type DiscardChangesEmitted = { readonly type: "navigate"; readonly to: string };

/**
 * Unsaved-changes guard (spec 000 sections 2 and 5). With no form open for editing, LEAVE emits
 * `navigate` straight away; with one open, it opens the dialog and remembers where the user was
 * going. 'Yes, Discard' drops the edit and emits `navigate`; 'Stay' closes the dialog and keeps
 * the edit. What counts as a change is the form's business (spec 001 section 5 leaves it open).
 */
export const discardChangesMachine = setup({
  types: {
    context: {} as DiscardChangesContext,
    events: {} as DiscardChangesEvent,
    emitted: {} as DiscardChangesEmitted,
  },
  guards: {
    hasUnsavedChanges: ({ context }) => hasUnsavedChanges(context),
    isSameForm: ({ context, event }) => event.type === "EDIT_ENDED" && isSameForm(context, event.formName),
  },
  actions: {
    startEdit: assign({
      editOpen: true,
      formName: ({ event }) => (event.type === "EDIT_STARTED" ? event.formName : null),
    }),
    endEdit: assign({ editOpen: false, formName: null }),
    rememberDestination: assign({
      pendingDestination: ({ event }) => (event.type === "LEAVE" ? event.to : null),
    }),
    forgetDestination: assign({ pendingDestination: null }),
    navigateNow: emit(({ event }) => ({
      type: "navigate" as const,
      to: event.type === "LEAVE" ? event.to : "",
    })),
    navigatePending: emit(({ context }) => ({
      type: "navigate" as const,
      to: context.pendingDestination ?? "",
    })),
  },
}).createMachine({
  id: "discardChanges",
  context: { editOpen: false, formName: null, pendingDestination: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        EDIT_STARTED: { actions: "startEdit" },
        EDIT_ENDED: { guard: "isSameForm", actions: "endEdit" },
        LEAVE: [
          { guard: "hasUnsavedChanges", target: "confirming", actions: "rememberDestination" },
          { actions: "navigateNow" },
        ],
      },
    },
    confirming: {
      on: {
        DISCARD: { target: "idle", actions: ["navigatePending", "endEdit", "forgetDestination"] },
        STAY: { target: "idle", actions: "forgetDestination" },
        LEAVE: { actions: "rememberDestination" },
      },
    },
  },
});
