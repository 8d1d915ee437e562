/** The discard-changes guard's state the predicates read (spec 000 sections 3 and 5). */
export interface DiscardChangesGuardContext {
  readonly editOpen: boolean;
  readonly formName: string | null;
  readonly pendingDestination: string | null;
}

/** Leaving asks first while a form is open for editing: the edit-open flag drives the dialog. */
export function hasUnsavedChanges(context: DiscardChangesGuardContext): boolean {
  return context.editOpen;
}

/** A form only ends its own edit: an END_EDIT naming another form is ignored. */
export function isSameForm(context: DiscardChangesGuardContext, formName: string | undefined): boolean {
  return formName === undefined || context.formName === formName;
}
