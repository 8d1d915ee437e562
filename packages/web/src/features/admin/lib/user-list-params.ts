import {
  LIST_PAGE_SIZE_DEFAULT,
  LIST_SORT_FIELD_DEFAULT,
  recordStatuses,
  userTypeNames,
  type ListFilter,
  type ListQuery,
  type RecordStatus,
  type UserTypeName,
} from "@rightsdesk/domain";

/**
 * The users list's state as it sits in the URL, so a view can be bookmarked and shared:
 * `?q=ada&in=email&status=ACTIVE&type=PLATFORM+USER&sort=userName&dir=desc&page=2&size=50`.
 * Anything missing or unreadable falls back to the default, so a hand-edited URL still opens.
 */

/** The fields the search box can look in; list filters combine with AND, so it is one at a time. */
export const userSearchFields = [
  { value: "userName", label: "User name" },
  { value: "firstName", label: "First name" },
  { value: "lastName", label: "Last name" },
  { value: "email", label: "E-mail" },
] as const;
export type UserSearchField = (typeof userSearchFields)[number]["value"];

/** Columns the server can sort the users list on (a subset of the domain's `userListFields`). */
export const userSortFields = ["userName", "firstName", "email", "userType", "status"] as const;
export type UserSortField = (typeof userSortFields)[number];

export const userPageSizes = [10, 25, 50, 100] as const;

export interface UserListState {
  search: string;
  searchIn: UserSearchField;
  status: RecordStatus | null;
  userType: UserTypeName | null;
  /** null: the list's default order (by id). */
  sort: UserSortField | null;
  descending: boolean;
  /** Counted from 0, as list queries count pages. */
  page: number;
  pageSize: number;
}

export const defaultUserListState: UserListState = {
  search: "",
  searchIn: "userName",
  status: null,
  userType: null,
  sort: null,
  descending: false,
  page: 0,
  pageSize: LIST_PAGE_SIZE_DEFAULT,
};

const params = {
  search: "q",
  searchIn: "in",
  status: "status",
  userType: "type",
  sort: "sort",
  direction: "dir",
  page: "page",
  pageSize: "size",
} as const;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return values.find((value) => value === raw) ?? null;
}

/** The URL shows pages counted from 1 ("page=2" is the second page); the query counts from 0. */
function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

function readPageSize(raw: string | null): number {
  const size = Number(raw);
  return userPageSizes.find((allowed) => allowed === size) ?? defaultUserListState.pageSize;
}

export function readUserListState(search: URLSearchParams): UserListState {
  const sort = oneOf(userSortFields, search.get(params.sort));
  return {
    search: (search.get(params.search) ?? "").trim(),
    searchIn:
      oneOf(
        userSearchFields.map((field) => field.value),
        search.get(params.searchIn),
      ) ?? defaultUserListState.searchIn,
    status: oneOf(recordStatuses, search.get(params.status)),
    userType: oneOf(userTypeNames, search.get(params.userType)),
    sort,
    descending: sort !== null && search.get(params.direction) === "desc",
    page: readPage(search.get(params.page)),
    pageSize: readPageSize(search.get(params.pageSize)),
  };
}

/** The URL for a state; defaults are left out so the plain list has a plain address. */
export function writeUserListState(state: UserListState): URLSearchParams {
  const search = new URLSearchParams();
  const trimmed = state.search.trim();
  if (trimmed) search.set(params.search, trimmed);
  if (trimmed && state.searchIn !== defaultUserListState.searchIn)
    search.set(params.searchIn, state.searchIn);
  if (state.status) search.set(params.status, state.status);
  if (state.userType) search.set(params.userType, state.userType);
  if (state.sort) {
    search.set(params.sort, state.sort);
    if (state.descending) search.set(params.direction, "desc");
  }
  if (state.page > 0) search.set(params.page, String(state.page + 1));
  if (state.pageSize !== defaultUserListState.pageSize) search.set(params.pageSize, String(state.pageSize));
  return search;
}

/**
 * The next state after the user changes something. A new filter, sort or page size starts again
 * at the first page (page 4 of the old result means nothing in the new one); moving between
 * pages keeps everything else.
 */
export function updateUserListState(state: UserListState, change: Partial<UserListState>): UserListState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 0;
  if (next.sort === null) next.descending = false;
  return next;
}

/** The list query the server takes for a state: `cn` for the search, `eq` for the selects. */
export function toUserListQuery(state: UserListState): ListQuery {
  const filters: ListFilter[] = [];
  const trimmed = state.search.trim();
  if (trimmed)
    filters.push({ property: state.searchIn, operator: "cn", value: trimmed, caseSensitive: false });
  if (state.status)
    filters.push({ property: "status", operator: "eq", value: state.status, caseSensitive: false });
  if (state.userType) {
    filters.push({ property: "userType", operator: "eq", value: state.userType, caseSensitive: false });
  }
  return {
    filters,
    sortField: state.sort ?? LIST_SORT_FIELD_DEFAULT,
    sortDescending: state.sort ? state.descending : false,
    pageNumber: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether the user has narrowed the list (an empty result then means "no match", not "no users"). */
export function isUserListFiltered(state: UserListState): boolean {
  return Boolean(state.search.trim() || state.status || state.userType);
}
