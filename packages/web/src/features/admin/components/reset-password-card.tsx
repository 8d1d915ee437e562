import { zodResolver } from "@hookform/resolvers/zod";
import type { UserDetail } from "@rightsdesk/domain";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formatFullName } from "../../../lib/format";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { KeyIcon } from "../../../ui/icons";
import { Notice } from "../../../ui/notice";
import { useMutateUser } from "../api/mutate-user";
import { adminPasswordSchema } from "../lib/admin-password-schema";
import { type SaveProblem } from "../../../lib/save-problem";
import { explainSaveError } from "../lib/form-problem";
import { userMutateFields } from "../lib/user-mutate-fields";
import { placeFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { AdminPasswordField } from "./admin-password-field";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";

/**
 * Sets a new password for the user. The server marks an administrator-set password as one the
 * user must change at their next sign-in; the card says so before and after.
 */
export function ResetPasswordCard({
  user,
  onReload,
}: {
  user: UserDetail;
  onReload: () => Promise<unknown>;
}) {
  const mutateUser = useMutateUser();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [done, setDone] = useState(false);
  const schema = useMemo(() => adminPasswordSchema(user.userName), [user.userName]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: "" } });
  const { handleSubmit, reset, setValue, control } = form;
  const { isDirty } = form.formState;
  const field = bindField(form);
  useUnsavedChanges("user-password", isDirty);
  const password = useWatch({ control, name: "password" });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setProblem(null);
    setDone(false);
    try {
      await mutateUser.mutateAsync({ ...userMutateFields(user), password: newPassword });
      reset({ password: "" });
      setDone(true);
    } catch (error) {
      const explained = explainSaveError(error, ["password"], "The password could not be set.");
      placeFieldErrors(form, explained.fieldErrors);
      setProblem(explained.problem);
    }
  });

  return (
    <Card aria-labelledby="reset-password-title">
      <CardHeader
        titleId="reset-password-title"
        title="Reset password"
        description={`Set a new password for ${formatFullName(user)}. They must change it the next time they sign in.`}
      />
      <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-5 sm:px-6">
        {done && (
          <Notice tone="success" title="New password set" onDismiss={() => setDone(false)}>
            Pass it on through a channel you trust. {user.firstName || user.userName} is asked to choose their
            own when they next sign in.
          </Notice>
        )}
        <SaveProblemAlert
          problem={problem}
          onReload={() => void onReload().then(() => setProblem(null))}
          reloading={false}
        />
        <AdminPasswordField
          label="New password"
          value={password}
          userName={user.userName}
          onGenerate={(generated) =>
            setValue("password", generated, { shouldDirty: true, shouldValidate: true })
          }
          {...field("password")}
        />
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" variant="secondary" busy={mutateUser.isPending} busyLabel="Setting…">
            <KeyIcon className="size-4" />
            Set new password
          </Button>
        </div>
      </form>
    </Card>
  );
}
