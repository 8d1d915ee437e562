import { describe, expect, it } from "vitest";
import {
  SEARCH_DEFAULT_LIMIT,
  SearchRequestSchema,
  SearchResultSchema,
  searchTypeDefinitions,
  searchTypes,
} from "./search-schemas.js";

describe("search schemas", () => {
  it("declares the five types with a colour and a box label each, every one searchable", () => {
    expect(searchTypeDefinitions.map((definition) => definition.type)).toEqual([...searchTypes]);
    expect(new Set(searchTypeDefinitions.map((definition) => definition.colour)).size).toBe(5);
    expect(searchTypeDefinitions.filter((definition) => !definition.available).map((d) => d.type)).toEqual(
      [],
    );
  });

  it("names every field a type searches in its box label, from the fields themselves", () => {
    const labelOf = (type: string) => searchTypeDefinitions.find((d) => d.type === type)?.boxLabel;
    expect(labelOf("asset")).toBe("Title or Ad-ID");
    expect(labelOf("person")).toBe("Person name");
    expect(labelOf("company")).toBe("Legal name, business name or DBA name");
    expect(labelOf("contract")).toBe("Title or contract number");
    expect(labelOf("completion-report")).toBe("Completion report name, spot title, Ad-ID or cast member");
  });

  it("trims the text, wants two characters and caps the limit", () => {
    expect(SearchRequestSchema.parse({ type: "asset", text: "  harvest  " })).toEqual({
      type: "asset",
      text: "harvest",
      limit: SEARCH_DEFAULT_LIMIT,
    });
    const short = SearchRequestSchema.safeParse({ type: "asset", text: " a " });
    expect(short.error?.issues[0]).toMatchObject({ path: ["text"], message: "Type at least 2 characters." });
    expect(SearchRequestSchema.safeParse({ type: "asset", text: "x".repeat(201) }).success).toBe(false);
    expect(SearchRequestSchema.safeParse({ type: "asset", text: "ab", limit: 51 }).success).toBe(false);
    expect(SearchRequestSchema.safeParse({ type: "invoice", text: "ab" }).error?.issues[0]?.message).toBe(
      "Choose what to search.",
    );
  });

  it("reads a result with its hits and whether there are more", () => {
    const result = {
      type: "person",
      text: "park",
      hits: [{ type: "person", id: 3, label: "Hana Park", detail: "STAFF", archived: false }],
      more: true,
    };
    expect(SearchResultSchema.parse(result)).toEqual({ ...result, elsewhere: [] });
    expect(SearchResultSchema.safeParse({ ...result, hits: [{ ...result.hits[0], id: 0 }] }).success).toBe(
      false,
    );
  });
});
