import { createContext, useCallback, useContext, useEffect } from "react";

export interface UnsavedChanges {
  /** A form says whether it holds edits not yet saved. */
  setDirty(formName: string, dirty: boolean): void;
  /** Runs `action` (sign out, say) now, or after the user agrees to discard unsaved edits. */
  confirmLeave(to: string, action: () => void): void;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

function useUnsavedChangesContext(): UnsavedChanges {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error("Unsaved-changes hooks need the app's UnsavedChangesContext provider.");
  return context;
}

/**
 * Marks a form as holding unsaved edits while `dirty` is true: leaving the page then asks
 * 'Discard Changes' first (spec 000 sections 2 and 5). Saving or resetting the form clears it.
 * The function returned clears it at once, for a form that navigates away right after saving.
 */
export function useUnsavedChanges(formName: string, dirty: boolean): () => void {
  const { setDirty } = useUnsavedChangesContext();
  useEffect(() => {
    setDirty(formName, dirty);
    return () => setDirty(formName, false);
  }, [setDirty, formName, dirty]);
  return useCallback(() => setDirty(formName, false), [setDirty, formName]);
}

/** For actions that leave the page without a link (signing out). */
export function useConfirmLeave(): UnsavedChanges["confirmLeave"] {
  return useUnsavedChangesContext().confirmLeave;
}
