import { backNavigationMachine } from "@rightsdesk/domain";
import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { createHashRouter, Location } from "react-router-dom";
import { createActor, type ActorRefFrom } from "xstate";
import { readNavigationState, viaBackState } from "../routing/navigation-state";

/** The router's part back navigation uses (a hash router in the app, a memory router in tests). */
type AppRouter = Pick<ReturnType<typeof createHashRouter>, "state" | "navigate" | "subscribe">;
export type BackNavigationActor = ActorRefFrom<typeof backNavigationMachine>;

const pathOf = (location: Pick<Location, "pathname" | "search">) => `${location.pathname}${location.search}`;

/**
 * Back navigation (spec 000 sections 3 and 4), run by the domain's machine: a forward move from a
 * link that offers it shows "Back" and pushes where the user was; while it shows, every forward
 * move pushes; "Back" pops and returns there; the browser's own back button pops too. Completed
 * navigations are what count, so a guard's redirect is one move, not two.
 */
export function createBackNavigation(router: AppRouter): BackNavigationActor {
  const actor = createActor(backNavigationMachine).start();
  let previous = router.state.location;

  actor.on("navigate", ({ to }) => {
    if (to && to !== pathOf(router.state.location)) void router.navigate(to, { state: viaBackState });
  });

  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === previous.key) return;
    const { location, historyAction } = state;
    const navigationState = readNavigationState(location.state);
    const stack = actor.getSnapshot().context.stack;
    if (historyAction === "PUSH" && !navigationState.viaBack) {
      actor.send({ type: "FORWARD", from: pathOf(previous), offerBack: navigationState.offerBack === true });
    } else if (historyAction === "POP" && stack.at(-1) === pathOf(location)) {
      actor.send({ type: "BACK" });
    }
    previous = location;
  });
  return actor;
}

export const BackNavigationContext = createContext<BackNavigationActor | null>(null);

/** Whether "Back" shows, and what it does. */
export function useBackNavigation(): { visible: boolean; back: () => void } {
  const actor = useContext(BackNavigationContext);
  if (!actor) throw new Error("useBackNavigation needs the app's BackNavigationContext provider.");
  const visible = useSelector(actor, (snapshot) => snapshot.matches("visible"));
  return { visible, back: () => actor.send({ type: "BACK" }) };
}
