import { zodResolver } from "@hookform/resolvers/zod";
import { RoleMutateRequestSchema, type RoleRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Button } from "../../../ui/button";
import { FormActions } from "../../../ui/form-actions";
import { Card } from "../../../ui/card";
import { TrashIcon } from "../../../ui/icons";
import { TextField } from "../../../ui/text-field";
import { useMutateRole } from "../api/mutate-role";
import { matrixFromRole, toModuleAccesses, type ModuleAccessDraft } from "../lib/access-matrix";
import { type SaveProblem } from "../../../lib/save-problem";
import { explainSaveError } from "../lib/form-problem";
import { placeFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import type { AdminRights } from "../lib/use-admin-rights";
import { AccessMatrix } from "./access-matrix";
import { DeleteRoleDialog } from "./delete-role-dialog";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";

const RoleNamesSchema = RoleMutateRequestSchema.pick({ name: true, description: true });
const nameFields = ["name", "description"] as const;

/**
 * A role's name, description and access matrix; saved with the version loaded. Name and
 * description are a react-hook-form form; the matrix is its own state with the domain's rules.
 */
export function RoleEditor({
  role,
  rights,
  onSaved,
  onDeleted,
  onReload,
}: {
  /** The role being edited; null for a new one. */
  role: RoleRecord | null;
  rights: AdminRights;
  onSaved: (role: RoleRecord) => void;
  onDeleted: () => void;
  onReload: () => Promise<RoleRecord | undefined>;
}) {
  const mutateRole = useMutateRole();
  const [base, setBase] = useState(role);
  const [matrix, setMatrix] = useState<ModuleAccessDraft[]>(() => matrixFromRole(role));
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm({
    resolver: zodResolver(RoleNamesSchema),
    defaultValues: { name: role?.name ?? "", description: role?.description ?? "" },
  });
  const { handleSubmit, reset } = form;
  const { isDirty } = form.formState;
  const field = bindField(form);
  const matrixDirty = JSON.stringify(matrix) !== JSON.stringify(matrixFromRole(base));
  const dirty = isDirty || matrixDirty;
  const clearDirty = useUnsavedChanges("role", dirty);
  const canEdit = rights.canWrite;

  const startFrom = (next: RoleRecord) => {
    setBase(next);
    setMatrix(matrixFromRole(next));
    reset({ name: next.name, description: next.description });
  };

  const onSubmit = handleSubmit(async ({ name, description }) => {
    setProblem(null);
    try {
      const saved = await mutateRole.mutateAsync({
        ...(base ? { id: base.id, version: base.version } : {}),
        name,
        description,
        moduleAccesses: toModuleAccesses(matrix),
      });
      startFrom(saved);
      clearDirty();
      toast.success(base ? `${saved.name} saved.` : `${saved.name} created.`);
      onSaved(saved);
    } catch (error) {
      const explained = explainSaveError(error, nameFields, "The role could not be saved.");
      placeFieldErrors(form, explained.fieldErrors, true);
      setProblem(explained.problem);
    }
  });

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) startFrom(fresh);
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Card aria-labelledby="role-editor-title">
      <form onSubmit={onSubmit} noValidate>
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
          <div>
            <h2 id="role-editor-title" className="text-base font-semibold text-slate-900">
              {base ? base.name : "New role"}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {base
                ? `${base.userCount} ${base.userCount === 1 ? "user holds" : "users hold"} this role.`
                : "Name the role, then tick what it may do."}
            </p>
          </div>
          {base && rights.canDelete && (
            <Button variant="secondary" className="text-red-700" onClick={() => setDeleting(true)}>
              <TrashIcon className="size-4" />
              Delete role
            </Button>
          )}
        </div>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          <SaveProblemAlert problem={problem} onReload={() => void reload()} reloading={reloading} />
          <fieldset disabled={!canEdit} className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Name and description</legend>
            <TextField label="Role name" autoComplete="off" {...field("name")} />
            <TextField label="Description" autoComplete="off" {...field("description")} />
          </fieldset>
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-800">Permissions</h3>
            <p className="mb-3 text-sm text-slate-500">
              Write and delete include read: ticking either ticks read, and clearing read clears them.
            </p>
            <AccessMatrix value={matrix} onChange={setMatrix} disabled={!canEdit} />
          </div>
        </div>
        {canEdit && (
          <FormActions
            className="px-5 py-4 sm:px-6"
            dirty={dirty}
            saving={mutateRole.isPending}
            submitLabel={base ? "Save role" : "Create role"}
            onUndo={base ? () => startFrom(base) : undefined}
          />
        )}
      </form>
      {base && (
        <DeleteRoleDialog
          role={base}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            clearDirty();
            toast.success(`${base.name} deleted.`);
            onDeleted();
          }}
        />
      )}
    </Card>
  );
}
