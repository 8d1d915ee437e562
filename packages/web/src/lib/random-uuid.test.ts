import { describe, expect, it } from "vitest";
import { randomUuid } from "./random-uuid";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomUuid", () => {
  it("makes a version-4 UUID even where crypto.randomUUID is missing (plain HTTP)", () => {
    const insecureContext = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid(insecureContext)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });

  it("uses crypto.randomUUID where the browser offers it", () => {
    expect(randomUuid()).toMatch(uuidV4);
  });
});
