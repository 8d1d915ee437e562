import type { ListQuery } from "@rightsdesk/domain";

/**
 * Query keys of the admin feature, from the widest to the narrowest, so a change invalidates
 * exactly what it touched: a user's edit invalidates `users.all` (lists and that user), a role's
 * edit `roles` (and the users whose profiles name it).
 */
export const adminKeys = {
  all: ["admin"] as const,
  users: {
    all: ["admin", "users"] as const,
    lists: () => [...adminKeys.users.all, "list"] as const,
    list: (query: ListQuery) => [...adminKeys.users.lists(), query] as const,
    detail: (userId: number) => [...adminKeys.users.all, "detail", userId] as const,
    preferences: (userId: number) => [...adminKeys.users.detail(userId), "preferences"] as const,
  },
  roles: ["admin", "roles"] as const,
  elevatedRoles: ["admin", "elevated-roles"] as const,
};
