import { notificationMachine, type NotificationType } from "@rightsdesk/domain";
import { useActorRef, useSelector } from "@xstate/react";
import { useLayoutEffect } from "react";

export interface ShownNotification {
  message: string;
  type: NotificationType;
}

/**
 * A page's notification (spec 000 sections 3 and 4), run by the domain's machine: hidden, or
 * shown with a message and a type (success unless said otherwise). `initial` shows at once.
 */
export function useNotification(initial?: ShownNotification | null) {
  const actor = useActorRef(notificationMachine);
  const notification = useSelector(actor, (snapshot): ShownNotification | null =>
    snapshot.matches("shown") && snapshot.context.message
      ? { message: snapshot.context.message, type: snapshot.context.notificationType }
      : null,
  );
  const initialMessage = initial?.message;
  const initialType = initial?.type;
  useLayoutEffect(() => {
    if (initialMessage) actor.send({ type: "SHOW", message: initialMessage, notificationType: initialType });
  }, [actor, initialMessage, initialType]);
  return {
    notification,
    show: (message: string, type?: NotificationType) =>
      actor.send({ type: "SHOW", message, notificationType: type }),
    hide: () => actor.send({ type: "HIDE" }),
  };
}
