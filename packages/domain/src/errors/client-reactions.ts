import { permissionMessages, ROUTE_DENIED_REDIRECT } from "../access/permission-messages.js";
import { sessionTiming } from "../session/timing.js";
import { findErrorEntry, type ErrorType } from "./error-catalogue.js";

export type ToastKind = "error" | "warning" | "info" | "success";

/** What the web client does about an error. The api-client only reports; the app reacts. */
export interface ClientReaction {
  /** A toast, or null. `message: null` means "the server's message". */
  readonly toast: {
    readonly kind: ToastKind;
    readonly message: string | null;
    readonly fallback: string;
    readonly delayMs: number;
  } | null;
  /** Forget the signed-in state: tokens, expiry, selected profile. */
  readonly clearAuth: boolean;
  /** Remove only the stored access token (the guard then sends the user to /login). */
  readonly removeToken: boolean;
  readonly redirect: string | null;
  readonly navigateBack: boolean;
  /** Show the response's field errors beside their fields. */
  readonly showFieldErrors: boolean;
  readonly prompt: "mfaCode" | "changePassword" | null;
  readonly showErrorPage: boolean;
  /** Nothing on screen; the error goes to the log only. */
  readonly logOnly: boolean;
}

/** Where an error happened, for the rows of the table that are not about a server code. */
export const reactionContexts = [
  "request",
  "routeDenied",
  "actionDenied",
  "tokenRefresh",
  "permissionLoad",
  "exportDownload",
  "routing",
] as const;
export type ReactionContext = (typeof reactionContexts)[number];

const none: ClientReaction = {
  toast: null,
  clearAuth: false,
  removeToken: false,
  redirect: null,
  navigateBack: false,
  showFieldErrors: false,
  prompt: null,
  showErrorPage: false,
  logOnly: false,
};

const errorToast = (fallback: string, message: string | null = null): ClientReaction["toast"] => ({
  kind: "error",
  message,
  fallback,
  delayMs: sessionTiming.errorToastDelayMs,
});

export interface ReactionRow {
  readonly condition: string;
  /** "spec" rows come from spec 000 section 8; "decision" rows fill what the spec leaves open. */
  readonly source: "spec" | "decision";
  readonly reaction: ClientReaction;
}

/** One row per server error type. */
export const errorTypeReactions: { readonly [K in ErrorType]: ReactionRow } = {
  Unknown: {
    condition: "Error type Unknown",
    source: "decision",
    reaction: { ...none, toast: errorToast("Something went wrong. Please try again.") },
  },
  DuplicateName: {
    condition: "Error type DuplicateName",
    source: "decision",
    reaction: {
      ...none,
      toast: errorToast("A record with this name already exists."),
      showFieldErrors: true,
    },
  },
  NotFound: {
    condition: "Error type NotFound",
    source: "decision",
    reaction: { ...none, toast: errorToast("The record was not found."), navigateBack: true },
  },
  InvalidData: {
    condition: "Error type InvalidData",
    source: "decision",
    reaction: { ...none, toast: errorToast("Some values are not valid."), showFieldErrors: true },
  },
  PayrollVendorMismatch: {
    condition: "Error type PayrollVendorMismatch",
    source: "decision",
    reaction: { ...none, toast: errorToast("The payroll vendor does not match.") },
  },
  SessionMisMatch: {
    condition: "Error type SessionMisMatch",
    source: "decision",
    reaction: {
      ...none,
      toast: errorToast("Your session is no longer valid. Please sign in again."),
      clearAuth: true,
      redirect: "/login",
    },
  },
  Unauthorized: {
    condition: "Error type unauthorized",
    source: "spec",
    reaction: {
      ...none,
      toast: errorToast(permissionMessages.actionDenied, permissionMessages.actionDenied),
    },
  },
  DependencyError: {
    condition: "Error type DependencyError",
    source: "decision",
    reaction: { ...none, toast: errorToast("This record is in use and cannot be changed or deleted.") },
  },
  ForceLogout: {
    condition: "Error type force logout",
    source: "spec",
    reaction: {
      ...none,
      toast: errorToast(permissionMessages.actionDenied),
      clearAuth: true,
      redirect: "/login",
    },
  },
  PasswordChangeRequested: {
    condition: "Error type PasswordChangeRequested",
    source: "decision",
    reaction: { ...none, redirect: "/profile", prompt: "changePassword" },
  },
  InvalidUserProfile: {
    condition: "Error type InvalidUserProfile",
    source: "decision",
    reaction: {
      ...none,
      toast: {
        kind: "warning",
        message: null,
        fallback: "Choose a profile to continue.",
        delayMs: sessionTiming.errorToastDelayMs,
      },
      redirect: "/profile/switch-profile",
    },
  },
  MFARequired: {
    condition: "Error type MFARequired",
    source: "decision",
    reaction: { ...none, prompt: "mfaCode" },
  },
};

/** One row per situation that is not a server code. */
export const contextReactions: { readonly [K in Exclude<ReactionContext, "request">]: ReactionRow } = {
  routeDenied: {
    condition: "Route without read access",
    source: "spec",
    reaction: {
      ...none,
      toast: {
        kind: "warning",
        message: permissionMessages.routeDenied,
        fallback: permissionMessages.routeDenied,
        delayMs: 0,
      },
      redirect: ROUTE_DENIED_REDIRECT,
    },
  },
  actionDenied: {
    condition: "Denied action",
    source: "spec",
    reaction: {
      ...none,
      toast: {
        kind: "warning",
        message: permissionMessages.actionDenied,
        fallback: permissionMessages.actionDenied,
        delayMs: 0,
      },
    },
  },
  tokenRefresh: {
    condition: "Token refresh fails",
    source: "spec",
    reaction: { ...none, clearAuth: true, redirect: "/login" },
  },
  permissionLoad: {
    condition: "Permission load fails",
    source: "spec",
    reaction: { ...none, logOnly: true },
  },
  exportDownload: {
    condition: "Export download fails",
    source: "spec",
    reaction: { ...none, logOnly: true },
  },
  routing: { condition: "Routing error", source: "spec", reaction: { ...none, showErrorPage: true } },
};

/** HTTP statuses on which the stored access token is removed (spec 000 section 8). */
export const tokenRemovalStatuses: readonly number[] = [401, 595];

/** The row for a 401/595 response that names no error type. */
export const tokenRemovalReaction: ReactionRow = {
  condition: "HTTP status 401 or 595",
  source: "spec",
  reaction: { ...none, removeToken: true },
};

/** Every row of the reactions table, spec rows and decisions, for docs and tests. */
export const clientReactions: readonly ReactionRow[] = [
  ...Object.values(errorTypeReactions),
  ...Object.values(contextReactions),
  tokenRemovalReaction,
];

export interface ErrorReactionInput {
  readonly errorType?: ErrorType | undefined;
  readonly code?: number | undefined;
  readonly httpStatus?: number | undefined;
  /** The server's message, shown where the reaction uses it. */
  readonly message?: string | undefined;
  readonly context?: ReactionContext | undefined;
}

/** A reaction whose toast message is resolved: the server's message or the fallback. */
export type ResolvedClientReaction = Omit<ClientReaction, "toast"> & {
  readonly toast: { readonly kind: ToastKind; readonly message: string; readonly delayMs: number } | null;
};

function resolveToast(reaction: ClientReaction, message: string | undefined): ResolvedClientReaction {
  const toast = reaction.toast;
  if (!toast) return { ...reaction, toast: null };
  const serverMessage = message?.trim() ? message.trim() : null;
  return {
    ...reaction,
    toast: {
      kind: toast.kind,
      message: toast.message ?? serverMessage ?? toast.fallback,
      delayMs: toast.delayMs,
    },
  };
}

/**
 * The client's reaction to an error. A context other than "request" decides alone (a failed
 * permission load is logged only, whatever it carried). Otherwise the error type (or code) picks
 * the row, and HTTP 401/595 adds removing the stored token, except for MFARequired, which keeps
 * the user where they are to type a code. With neither type nor known code: Unknown.
 */
export function reactToError(input: ErrorReactionInput): ResolvedClientReaction {
  if (input.context && input.context !== "request")
    return resolveToast(contextReactions[input.context].reaction, input.message);
  const type = input.errorType ?? (input.code === undefined ? undefined : findErrorEntry(input.code)?.type);
  const removesToken = input.httpStatus !== undefined && tokenRemovalStatuses.includes(input.httpStatus);
  if (type === undefined && removesToken) return resolveToast(tokenRemovalReaction.reaction, input.message);
  const row = errorTypeReactions[type ?? "Unknown"];
  const reaction =
    removesToken && type !== "MFARequired" ? { ...row.reaction, removeToken: true } : row.reaction;
  return resolveToast(reaction, input.message);
}
