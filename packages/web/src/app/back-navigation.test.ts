import { createMemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { createBackNavigation } from "./back-navigation";
import { offerBackState } from "../routing/navigation-state";

function setUp(initial = "/dashboard") {
  const router = createMemoryRouter([{ path: "*", Component: () => null }], { initialEntries: [initial] });
  const actor = createBackNavigation(router);
  const path = () => `${router.state.location.pathname}${router.state.location.search}`;
  const visible = () => actor.getSnapshot().matches("visible");
  return { router, actor, path, visible };
}

describe("back navigation", () => {
  it("shows only after a move that offers it, and returns step by step", async () => {
    const { router, actor, path, visible } = setUp();
    await router.navigate("/companies/all");
    expect(visible()).toBe(false);

    await router.navigate("/profile", { state: offerBackState });
    expect(visible()).toBe(true);
    await router.navigate("/profile/switch-profile");

    actor.send({ type: "BACK" });
    await vi.waitFor(() => expect(path()).toBe("/profile"));
    expect(visible()).toBe(true);

    actor.send({ type: "BACK" });
    await vi.waitFor(() => expect(path()).toBe("/companies/all"));
    expect(visible()).toBe(false);
  });

  it("follows the browser's own back button", async () => {
    const { router, path, visible } = setUp();
    await router.navigate("/profile", { state: offerBackState });
    await router.navigate(-1);
    await vi.waitFor(() => expect(path()).toBe("/dashboard"));
    expect(visible()).toBe(false);
  });

  it("hides when cleared (a session that ends)", async () => {
    const { router, actor, visible } = setUp();
    await router.navigate("/profile", { state: offerBackState });
    actor.send({ type: "CLEAR" });
    expect(visible()).toBe(false);
  });
});
