import { describe, expect, it } from "vitest";
import { readTodoFilters, writeTodoFilters } from "./todo-filters";

describe("todo filters in the address", () => {
  it("shows your open to-dos by default, with a plain address", () => {
    expect(readTodoFilters(new URLSearchParams(""))).toEqual({ scope: "mine", includeDone: false });
    expect(writeTodoFilters({ scope: "mine", includeDone: false }).toString()).toBe("");
  });

  it("keeps everyone's and done to-dos across a reload", () => {
    const filters = { scope: "all", includeDone: true } as const;
    expect(writeTodoFilters(filters).toString()).toBe("scope=all&done=1");
    expect(readTodoFilters(writeTodoFilters(filters))).toEqual(filters);
  });

  it("falls back to the default for anything it does not know", () => {
    expect(readTodoFilters(new URLSearchParams("scope=team&done=yes"))).toEqual({
      scope: "mine",
      includeDone: false,
    });
  });
});
