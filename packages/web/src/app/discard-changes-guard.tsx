import { discardChangesDialog, discardChangesMachine, hasUnsavedChanges } from "@rightsdesk/domain";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useBlocker, type BlockerFunction } from "react-router-dom";
import type { ActorRefFrom } from "xstate";
import { UnsavedChangesContext, type UnsavedChanges } from "../lib/unsaved-changes";
import { Button } from "../ui/button";
import { LazyModal as Modal } from "./lazy-modal";
import { readNavigationState } from "../routing/navigation-state";

type DiscardActor = ActorRefFrom<typeof discardChangesMachine>;

/**
 * Holds navigations while a form has unsaved edits. Mounted only then: a router blocker that
 * exists while nothing is being edited would get in the way of addresses typed by hand.
 */
function LeaveBlocker({
  actor,
  pendingActionRef,
}: {
  actor: DiscardActor;
  pendingActionRef: { current: (() => void) | null };
}) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges(actor.getSnapshot().context) &&
      !readNavigationState(nextLocation.state).sessionEnded &&
      currentLocation.pathname !== nextLocation.pathname,
    [actor],
  );
  const blocker = useBlocker(shouldBlock);

  // A held navigation asks the machine, which opens the dialog and remembers the destination.
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    pendingActionRef.current = null;
    actor.send({ type: "LEAVE", to: `${blocker.location.pathname}${blocker.location.search}` });
  }, [actor, blocker, pendingActionRef]);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const navigate = actor.on("navigate", () => {
      if (!pendingActionRef.current) blocker.proceed();
    });
    // 'Stay': the machine is back to idle without navigating, so the held navigation is dropped.
    const stay = actor.subscribe((snapshot) => {
      if (snapshot.matches("idle") && hasUnsavedChanges(snapshot.context)) blocker.reset();
    });
    return () => {
      navigate.unsubscribe();
      stay.unsubscribe();
    };
  }, [actor, blocker, pendingActionRef]);

  return null;
}

/**
 * The 'Discard Changes' dialog for every form of the app, run by the domain's machine (spec 000
 * sections 2 and 5). Forms report whether they hold unsaved edits; the edit-open flag is up while
 * any of them does. Leaving the page then (a link, the browser's back button, signing out) opens
 * the dialog: 'Yes, Discard' goes on, 'Stay' keeps the edits. A session that ends is never held up.
 */
export function DiscardChangesGuard({ children }: { children: ReactNode }) {
  const actor = useActorRef(discardChangesMachine);
  const confirming = useSelector(actor, (snapshot) => snapshot.matches("confirming"));
  const editOpen = useSelector(actor, (snapshot) => hasUnsavedChanges(snapshot.context));
  const dirtyForms = useRef<string[]>([]);
  const pendingAction = useRef<(() => void) | null>(null);

  // An action waiting on the dialog (signing out) runs when the machine says to go.
  useEffect(() => {
    const subscription = actor.on("navigate", () => {
      const action = pendingAction.current;
      pendingAction.current = null;
      action?.();
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // Closing the tab or reloading with unsaved edits gets the browser's own question.
  useEffect(() => {
    if (!editOpen) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [editOpen]);

  const value = useMemo<UnsavedChanges>(
    () => ({
      setDirty(formName, dirty) {
        const others = dirtyForms.current.filter((name) => name !== formName);
        dirtyForms.current = dirty ? [...others, formName] : others;
        const latest = dirtyForms.current.at(-1);
        if (latest) actor.send({ type: "EDIT_STARTED", formName: latest });
        else actor.send({ type: "EDIT_ENDED" });
      },
      confirmLeave(to, action) {
        pendingAction.current = action;
        actor.send({ type: "LEAVE", to });
      },
    }),
    [actor],
  );

  const stay = () => {
    pendingAction.current = null;
    actor.send({ type: "STAY" });
  };

  return (
    <UnsavedChangesContext value={value}>
      {children}
      {editOpen && <LeaveBlocker actor={actor} pendingActionRef={pendingAction} />}
      <Modal
        open={confirming}
        onClose={stay}
        title={discardChangesDialog.title}
        description={discardChangesDialog.message}
        footer={
          <>
            <Button variant="secondary" onClick={stay} autoFocus>
              {discardChangesDialog.cancelLabel}
            </Button>
            <Button variant="danger" onClick={() => actor.send({ type: "DISCARD" })}>
              {discardChangesDialog.confirmLabel}
            </Button>
          </>
        }
      />
    </UnsavedChangesContext>
  );
}
