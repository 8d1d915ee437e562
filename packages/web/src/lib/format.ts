import type { UserInfo } from "@rightsdesk/domain";

/** "Ada Lovelace", or the user name when the record has no name. */
export function formatFullName(user: Pick<UserInfo, "firstName" | "lastName" | "userName">): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || user.userName;
}

/** Up to two initials for an avatar: "AL". */
export function formatInitials(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
  return initials || "?";
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });

/** Dates show as MM/DD/YYYY (spec 000 section 9). */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}
