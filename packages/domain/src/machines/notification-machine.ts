import { assign, setup } from "xstate";

export const notificationTypes = ["success", "error", "warning", "info"] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface NotificationContext {
  readonly message: string | null;
  readonly notificationType: NotificationType;
}

export type NotificationEvent =
  | { readonly type: "SHOW"; readonly message: string; readonly notificationType?: NotificationType }
  | { readonly type: "HIDE" };

/**
 * The shared notification (spec 000 sections 3 and 4): hidden, or shown with a message and a
 * type, success by default. A new SHOW replaces the one showing; HIDE forgets the message.
 */
export const notificationMachine = setup({
  types: { context: {} as NotificationContext, events: {} as NotificationEvent },
  actions: {
    show: assign(({ event }) =>
      event.type === "SHOW"
        ? { message: event.message, notificationType: event.notificationType ?? "success" }
        : {},
    ),
    forget: assign({ message: null, notificationType: "success" as NotificationType }),
  },
}).createMachine({
  id: "notification",
  context: { message: null, notificationType: "success" },
  initial: "hidden",
  states: {
    hidden: { on: { SHOW: { target: "shown", actions: "show" } } },
    shown: {
      on: {
        SHOW: { actions: "show" },
        HIDE: { target: "hidden", actions: "forget" },
      },
    },
  },
});
