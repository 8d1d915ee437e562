import { useCallback, useMemo, useState } from "react";
import { describeError } from "../../lib/describe-error";
import { Button } from "../button";

/** One sensitive value of one item, named by the item, its version and the field. */
export interface SecretKey {
  itemId: number;
  version: number;
  field: string;
}

type RevealState =
  { status: "pending" } | { status: "shown"; value: string | null } | { status: "failed"; message: string };

/** The values revealed on a panel, and the way to reveal or hide one. */
export interface SecretReveals {
  stateOf: (key: SecretKey) => RevealState | undefined;
  reveal: (key: SecretKey) => void;
  hide: (key: SecretKey) => void;
}

const keyOf = ({ itemId, version, field }: SecretKey) => `${itemId}:${version}:${field}`;

/**
 * Revealed values live in this component's state only: never in the query cache, gone when the
 * panel goes away (the user leaves the tab) and when the item changes (a new version).
 */
export function useSecretReveals(
  reveal: ((itemId: number, field: string) => Promise<string | null>) | undefined,
): SecretReveals | null {
  const [states, setStates] = useState<ReadonlyMap<string, RevealState>>(new Map());
  const set = useCallback((key: string, state: RevealState | null) => {
    setStates((current) => {
      const next = new Map(current);
      if (state) next.set(key, state);
      else next.delete(key);
      return next;
    });
  }, []);
  const start = useCallback(
    (key: SecretKey) => {
      if (!reveal) return;
      const id = keyOf(key);
      set(id, { status: "pending" });
      reveal(key.itemId, key.field).then(
        (value) => set(id, { status: "shown", value }),
        (error: unknown) =>
          set(id, { status: "failed", message: describeError(error, "The value could not be revealed.") }),
      );
    },
    [reveal, set],
  );
  return useMemo(
    () =>
      reveal
        ? {
            stateOf: (key) => states.get(keyOf(key)),
            reveal: start,
            hide: (key) => set(keyOf(key), null),
          }
        : null,
    [reveal, states, start, set],
  );
}

/**
 * A masked value with "Reveal" beside it: the full value shows until "Hide" (or until the user
 * leaves). The value is announced when it appears.
 */
export function SecretValue({
  masked,
  label,
  itemId,
  version,
  field,
  reveals,
}: SecretKey & {
  masked: string;
  /** What the value is, for the buttons' names: "Account number of bank account First Bank". */
  label: string;
  reveals: SecretReveals;
}) {
  const key = { itemId, version, field };
  const state = reveals.stateOf(key);
  const shown = state?.status === "shown";
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span aria-live="polite" className={shown ? "font-mono text-slate-900" : undefined}>
        {shown ? (state.value ?? "—") : masked}
      </span>
      <Button
        variant="ghost"
        className="px-2 py-0.5 text-xs"
        busy={state?.status === "pending"}
        busyLabel="Revealing…"
        aria-label={shown ? `Hide ${label}` : `Reveal ${label}`}
        onClick={() => (shown ? reveals.hide(key) : reveals.reveal(key))}
      >
        {shown ? "Hide" : "Reveal"}
      </Button>
      {state?.status === "failed" && (
        <span role="alert" className="text-xs text-red-700">
          {state.message}
        </span>
      )}
    </span>
  );
}
