import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialTransition, transition } from "xstate";
import { backNavigationMachine, type BackNavigationEvent } from "./back-navigation-machine.js";

const eventArb: fc.Arbitrary<BackNavigationEvent> = fc.oneof(
  fc.record({
    type: fc.constant("FORWARD" as const),
    from: fc.constantFrom("/a", "/b", "/c"),
    offerBack: fc.boolean(),
  }),
  fc.constant({ type: "BACK" as const }),
  fc.constant({ type: "CLEAR" as const }),
);

describe("backNavigationMachine (properties)", () => {
  it("never has a negative depth, shows exactly while the stack holds something, and pops what was pushed", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 80, size: "max" }), (events) => {
        let [snapshot] = initialTransition(backNavigationMachine);
        const model: string[] = [];
        for (const event of events) {
          const [next, actions] = transition(backNavigationMachine, snapshot, event);
          if (event.type === "FORWARD" && (model.length > 0 || event.offerBack)) model.push(event.from);
          if (event.type === "BACK" && model.length > 0) {
            const expected = model.pop();
            // The pure transition returns the emit as an action whose params carry the emitted event.
            const emitted = actions.find((action) => (action.type as string) === "xstate.emit") as
              { params?: unknown } | undefined;
            expect((emitted?.params as { event: { to: string } } | undefined)?.event.to).toBe(expected);
          }
          if (event.type === "CLEAR") model.length = 0;
          snapshot = next;
          expect(snapshot.context.stack.length).toBeGreaterThanOrEqual(0);
          expect(snapshot.context.stack).toEqual(model);
          expect(snapshot.value === "visible").toBe(snapshot.context.stack.length > 0);
        }
      }),
    );
  });
});
