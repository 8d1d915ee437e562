/** The back-navigation stack (spec 000 sections 3 and 4). */
export interface BackNavigationGuardContext {
  readonly stack: readonly string[];
}

export function hasBackHistory(context: BackNavigationGuardContext): boolean {
  return context.stack.length > 0;
}

/** Going back from here empties the stack, so back navigation hides. */
export function isLastBackEntry(context: BackNavigationGuardContext): boolean {
  return context.stack.length === 1;
}
