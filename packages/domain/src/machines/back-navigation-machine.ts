import { assign, emit, setup } from "xstate";
import {
  hasBackHistory,
  isLastBackEntry,
  type BackNavigationGuardContext,
} from "./back-navigation-guards.js";

export type BackNavigationContext = BackNavigationGuardContext;

export type BackNavigationEvent =
  /**
   * Moving forward from `from`. While back navigation shows, every forward move pushes; while it
   * is hidden, only a move that offers it (`offerBack`, e.g. list row → record) pushes and shows it.
   */
  | { readonly type: "FORWARD"; readonly from: string; readonly offerBack?: boolean }
  | { readonly type: "BACK" }
  | { readonly type: "CLEAR" };

export type BackNavigationEmitted = { readonly type: "navigate"; readonly to: string };

/**
 * Back navigation (spec 000 section 4): forward pushes the current path, back pops it and emits
 * `navigate` to it; when the stack empties or is cleared, back navigation hides. BACK with nothing
 * to go back to does nothing.
 */
export const backNavigationMachine = setup({
  types: {
    context: {} as BackNavigationContext,
    events: {} as BackNavigationEvent,
    emitted: {} as BackNavigationEmitted,
  },
  guards: {
    hasBackHistory: ({ context }) => hasBackHistory(context),
    isLastBackEntry: ({ context }) => isLastBackEntry(context),
    offersBack: ({ event }) => event.type === "FORWARD" && event.offerBack === true,
  },
  actions: {
    push: assign({
      stack: ({ context, event }) =>
        event.type === "FORWARD" ? [...context.stack, event.from] : context.stack,
    }),
    navigateToTop: emit(({ context }) => ({ type: "navigate" as const, to: context.stack.at(-1) ?? "" })),
    pop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    clear: assign({ stack: [] }),
  },
}).createMachine({
  id: "backNavigation",
  context: { stack: [] },
  initial: "hidden",
  states: {
    hidden: {
      on: {
        FORWARD: { guard: "offersBack", target: "visible", actions: "push" },
        CLEAR: { actions: "clear" },
      },
    },
    visible: {
      on: {
        FORWARD: { actions: "push" },
        BACK: [
          { guard: "isLastBackEntry", target: "hidden", actions: ["navigateToTop", "pop"] },
          { guard: "hasBackHistory", actions: ["navigateToTop", "pop"] },
        ],
        CLEAR: { target: "hidden", actions: "clear" },
      },
    },
  },
});
