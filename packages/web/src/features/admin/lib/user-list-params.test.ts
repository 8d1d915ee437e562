import { userListFields, validateListQuery } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  defaultUserListState,
  readUserListState,
  toUserListQuery,
  updateUserListState,
  writeUserListState,
  type UserListState,
} from "./user-list-params";

const read = (query: string) => readUserListState(new URLSearchParams(query));

describe("readUserListState", () => {
  it("opens the plain list from an address without parameters", () => {
    expect(read("")).toEqual(defaultUserListState);
  });

  it("reads a bookmarked view", () => {
    expect(
      read("q=ada&in=email&status=BLOCKED&type=AD+AGENCY+USER&sort=userName&dir=desc&page=3&size=50"),
    ).toEqual({
      search: "ada",
      searchIn: "email",
      status: "BLOCKED",
      userType: "AD AGENCY USER",
      sort: "userName",
      descending: true,
      page: 2,
      pageSize: 50,
    });
  });

  it("falls back to defaults for values a hand-edited address got wrong", () => {
    expect(read("in=salary&status=gone&type=ROBOT&sort=password&dir=desc&page=-2&size=7")).toEqual(
      defaultUserListState,
    );
    expect(read("page=1.5").page).toBe(0);
    expect(read("page=abc").page).toBe(0);
  });

  it("ignores a direction without a sort column", () => {
    expect(read("dir=desc").descending).toBe(false);
  });
});

describe("writeUserListState", () => {
  it("leaves defaults out, so the plain list has a plain address", () => {
    expect(writeUserListState(defaultUserListState).toString()).toBe("");
  });

  it("shows pages counted from 1 and survives a round trip", () => {
    const state: UserListState = {
      search: "lovelace",
      searchIn: "lastName",
      status: "ACTIVE",
      userType: "PLATFORM USER",
      sort: "email",
      descending: true,
      page: 1,
      pageSize: 10,
    };
    const written = writeUserListState(state);
    expect(written.get("page")).toBe("2");
    expect(readUserListState(written)).toEqual(state);
  });

  it("keeps the search field only while there is something to search for", () => {
    const written = writeUserListState({ ...defaultUserListState, searchIn: "email" });
    expect(written.has("in")).toBe(false);
  });
});

describe("updateUserListState", () => {
  const onPage3: UserListState = { ...defaultUserListState, page: 2 };

  it("goes back to the first page when a filter, sort or page size changes", () => {
    expect(updateUserListState(onPage3, { status: "ACTIVE" }).page).toBe(0);
    expect(updateUserListState(onPage3, { sort: "email" }).page).toBe(0);
    expect(updateUserListState(onPage3, { pageSize: 100 }).page).toBe(0);
  });

  it("keeps the filters when only the page changes", () => {
    const filtered = { ...onPage3, status: "BLOCKED" as const };
    expect(updateUserListState(filtered, { page: 3 })).toEqual({ ...filtered, page: 3 });
  });

  it("drops the direction when the sort goes back to the default", () => {
    const sorted = { ...defaultUserListState, sort: "email" as const, descending: true };
    expect(updateUserListState(sorted, { sort: null }).descending).toBe(false);
  });
});

describe("toUserListQuery", () => {
  it("asks for the first page in the default order when nothing is chosen", () => {
    expect(toUserListQuery(defaultUserListState)).toEqual({
      filters: [],
      sortField: "Id",
      sortDescending: false,
      pageNumber: 0,
      pageSize: 25,
    });
  });

  it("searches with 'contains' and narrows with 'equals', in a query the users list accepts", () => {
    const query = toUserListQuery({
      ...read("q=%20Ada%20&status=ACTIVE&type=PLATFORM+USER&sort=status&dir=desc&page=2&size=10"),
    });
    expect(query).toEqual({
      filters: [
        { property: "userName", operator: "cn", value: "Ada", caseSensitive: false },
        { property: "status", operator: "eq", value: "ACTIVE", caseSensitive: false },
        { property: "userType", operator: "eq", value: "PLATFORM USER", caseSensitive: false },
      ],
      sortField: "status",
      sortDescending: true,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(validateListQuery(query, userListFields).success).toBe(true);
  });

  it("builds a valid query for every search field", () => {
    for (const searchIn of ["userName", "firstName", "lastName", "email"] as const) {
      const query = toUserListQuery({ ...defaultUserListState, search: "x", searchIn });
      expect(validateListQuery(query, userListFields).success).toBe(true);
    }
  });
});
