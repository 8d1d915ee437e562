import {
  sessionMachine,
  type LoginResponse,
  type SessionEndReason,
  type SessionTiming,
  type StoredSession as MachineSession,
  type TokenPair,
} from "@rightsdesk/domain";
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { hasValidSession, type SessionStorage, type StoredSession } from "./session-storage";

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
/** Why the app (not the machine's own clock) ends a session. */
export type SignOutReason = "signedOut" | "forced" | "tokenRejected";

export interface SessionEnd {
  reason: SessionEndReason;
  /** What the server said, when it said something (ForceLogout). */
  message: string | null;
}

export interface SessionServiceOptions {
  storage: SessionStorage;
  /** The server's timings (GET /Client/Config). */
  timing: SessionTiming;
  /** Trades a refresh token for a new pair (POST /User/RefreshToken). */
  refreshTokens: (refreshToken: string) => Promise<TokenPair>;
  now?: () => number;
  /** Runs one refresh at a time across this browser's tabs (Web Locks where the browser has them). */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface SessionService {
  /** The domain's session machine, running with the server's timings. */
  readonly actor: SessionActor;
  /** After POST /User/Login: keeps the answer and starts the session. False if it was refused. */
  signIn(response: LoginResponse): boolean;
  /** Ends the session (the first reason wins); `message` is shown on the sign-in page. */
  signOut(reason: SignOutReason, message?: string | null): void;
  /** Picks one of the profiles sign-in returned; false when the session does not know it. */
  selectProfile(profileId: number): boolean;
  /** The server answered PasswordChangeRequested: nothing opens until the password is changed. */
  markPasswordChangeRequired(): void;
  /** Another tab signed in: this tab follows, so its clock and refresh run too. */
  adoptStoredSession(): void;
  /** Why the last session ended, for the sign-in page; null while signed in or before any end. */
  lastEnd(): SessionEnd | null;
  stop(): void;
}

const isSignedIn = (snapshot: SessionSnapshot) => snapshot.matches("signedIn");

/** What the machine restores from browser storage; nothing without a token and its expiry. */
export function machineSessionOf(stored: StoredSession): MachineSession | null {
  if (!stored.token || !stored.tokenExpiryDate) return null;
  return {
    token: stored.token,
    tokenExpiryDate: stored.tokenExpiryDate,
    refreshToken: stored.refreshToken ?? "",
    refreshTokenExpiryDate: stored.refreshTokenExpiryDate ?? "",
    userProfiles: stored.userProfiles.map(({ id }) => ({ id })),
    selectedProfileId: stored.userProfileId,
  };
}

function tokenPairOf(source: TokenPair): TokenPair {
  const { token, refreshToken, tokenExpiryDate, refreshTokenExpiryDate } = source;
  return { token, refreshToken, tokenExpiryDate, refreshTokenExpiryDate };
}

/**
 * Runs the domain's session machine for the browser and mirrors it into storage: a new token pair
 * is written when the machine gets one, a chosen profile when it changes, and everything goes
 * when the session ends. The rules (when to refresh, when the dialogs show, when the session
 * ends) are the machine's; this only feeds it and keeps storage in step.
 */
export function createSessionService(options: SessionServiceOptions): SessionService {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const exclusive = options.exclusive ?? (<T>(run: () => Promise<T>) => run());

  const refreshSession = fromPromise<TokenPair, { readonly refreshToken: string }>(({ input }) =>
    exclusive(async () => {
      const stored = storage.read();
      // Another tab refreshed first: its pair is live, and the refresh token we hold is spent.
      if (
        stored.token &&
        stored.refreshToken &&
        stored.tokenExpiryDate &&
        stored.refreshTokenExpiryDate &&
        stored.refreshToken !== input.refreshToken &&
        hasValidSession(stored, new Date(now()))
      ) {
        return tokenPairOf({
          token: stored.token,
          refreshToken: stored.refreshToken,
          tokenExpiryDate: stored.tokenExpiryDate,
          refreshTokenExpiryDate: stored.refreshTokenExpiryDate,
        });
      }
      return tokenPairOf(await options.refreshTokens(input.refreshToken));
    }),
  );

  const actor = createActor(sessionMachine.provide({ actors: { refreshSession } }), {
    input: { now: now(), timing: options.timing, stored: machineSessionOf(storage.read()) },
  });

  let syncedToken: string | null = null;
  let syncedProfileId: number | null = null;
  let wasSignedIn = false;
  let endMessage: string | null = null;

  const sync = (snapshot: SessionSnapshot) => {
    const { context } = snapshot;
    if (!isSignedIn(snapshot)) {
      // Only the end of a session clears storage: a later tick must not wipe another tab's sign-in.
      if (wasSignedIn) storage.clear();
      wasSignedIn = false;
      syncedToken = null;
      syncedProfileId = null;
      return;
    }
    wasSignedIn = true;
    if (context.token !== syncedToken && context.token && context.tokenExpiryDate) {
      storage.saveTokens({
        token: context.token,
        refreshToken: context.refreshToken ?? "",
        tokenExpiryDate: context.tokenExpiryDate,
        refreshTokenExpiryDate: context.refreshTokenExpiryDate ?? "",
      });
      syncedToken = context.token;
    }
    if (context.selectedProfileId !== syncedProfileId) {
      if (context.selectedProfileId !== null) storage.selectProfile(context.selectedProfileId);
      syncedProfileId = context.selectedProfileId;
    }
  };

  const subscription = actor.subscribe(sync);
  actor.start();
  // A stored session the machine did not restore (its token expired) is dropped now.
  if (!isSignedIn(actor.getSnapshot()) && storage.read().token) storage.clear();
  sync(actor.getSnapshot());

  const startSession = (tokens: TokenPair, profileIds: readonly number[]) => {
    actor.send({
      type: "SIGNED_IN",
      now: now(),
      auth: { ...tokenPairOf(tokens), userProfiles: profileIds.map((id) => ({ id })) },
    });
    return isSignedIn(actor.getSnapshot());
  };

  return {
    actor,
    signIn(response) {
      if (isSignedIn(actor.getSnapshot())) actor.send({ type: "SIGN_OUT", reason: "signedOut" });
      storage.saveSignIn(response);
      endMessage = null;
      const { userAuthInfo } = response;
      const started = startSession(
        userAuthInfo,
        userAuthInfo.userProfiles.map(({ id }) => id),
      );
      if (!started) storage.clear();
      return started;
    },
    signOut(reason, message = null) {
      if (!isSignedIn(actor.getSnapshot())) return;
      endMessage = message;
      actor.send({ type: "SIGN_OUT", reason });
    },
    selectProfile(profileId) {
      actor.send({ type: "SELECT_PROFILE", profileId });
      const accepted = actor.getSnapshot().context.selectedProfileId === profileId;
      if (accepted) storage.selectProfile(profileId);
      return accepted;
    },
    markPasswordChangeRequired() {
      storage.setPasswordChangeRequired(true);
    },
    adoptStoredSession() {
      if (isSignedIn(actor.getSnapshot())) return;
      const stored = machineSessionOf(storage.read());
      if (!stored || !hasValidSession(stored, new Date(now()))) return;
      const selected = stored.selectedProfileId;
      endMessage = null;
      if (
        startSession(
          stored,
          stored.userProfiles.map(({ id }) => id),
        ) &&
        selected !== null
      ) {
        actor.send({ type: "SELECT_PROFILE", profileId: selected });
      }
    },
    lastEnd() {
      const snapshot = actor.getSnapshot();
      const reason = snapshot.context.endReason;
      return !isSignedIn(snapshot) && reason ? { reason, message: endMessage } : null;
    },
    stop() {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
