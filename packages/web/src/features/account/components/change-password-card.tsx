import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH } from "@rightsdesk/domain";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { describeError } from "../../../lib/describe-error";
import { changePasswordFormSchema } from "../../../lib/new-password-form";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useNotification } from "../../../lib/use-notification";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { cx } from "../../../ui/cx";
import { Notice } from "../../../ui/notice";
import { PasswordField } from "../../../ui/password-field";
import { bindField } from "../../../ui/bind-field";
import { NewPasswordFields } from "../../../ui/new-password-fields";
import { useChangePassword } from "../api/change-password";

export const changePasswordSectionId = "change-password";

/**
 * Change your password (POST /User/ChangePassWord). When an administrator set it, this is the
 * only thing the app lets the user do (`required`), and it says so.
 */
export function ChangePasswordCard({
  userName,
  required,
  focusOnMount,
  onChanged,
}: {
  userName: string;
  required: boolean;
  focusOnMount: boolean;
  onChanged: (wasRequired: boolean) => void;
}) {
  const changePassword = useChangePassword();
  const { notification, show, hide } = useNotification();
  const sectionRef = useRef<HTMLElement>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema(userName)),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { handleSubmit, reset, setFocus, control } = form;
  const { isDirty } = form.formState;
  const field = bindField(form);
  const release = useUnsavedChanges("change-password", isDirty);
  const newPassword = useWatch({ control, name: "newPassword" });

  useEffect(() => {
    if (!focusOnMount) return;
    sectionRef.current?.scrollIntoView({ block: "start" });
    setFocus("currentPassword");
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: password }) => {
    hide();
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword: password });
      release();
      reset();
      show("Your password was changed.", "success");
      onChanged(required);
    } catch {
      setFocus("currentPassword");
    }
  });

  return (
    <Card
      ref={sectionRef}
      id={changePasswordSectionId}
      aria-labelledby="change-password-title"
      className={cx("scroll-mt-24", required && "ring-2 ring-amber-400")}
    >
      <CardHeader
        titleId="change-password-title"
        title="Change password"
        description="Other browsers signed in as you are signed out when the password changes."
      />
      <form onSubmit={onSubmit} noValidate>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          {required && (
            <Notice tone="warning" title="Choose your own password to continue">
              An administrator set your current password. Until you change it, the rest of the app stays
              closed.
            </Notice>
          )}
          {notification && (
            <Notice tone={notification.type} onDismiss={hide}>
              {notification.message}
            </Notice>
          )}
          {changePassword.isError && (
            <Alert title="Your password was not changed">
              {describeError(changePassword.error, "Try again in a moment.")}
            </Alert>
          )}
          <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            className="sm:max-w-sm"
            {...field("currentPassword")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <NewPasswordFields
              newPassword={field("newPassword")}
              confirmPassword={field("confirmPassword")}
              value={newPassword}
              userName={userName}
              rulesIntro={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
            />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50/60 px-5 py-3.5 sm:flex-row sm:justify-end sm:px-6">
          <Button type="submit" busy={changePassword.isPending} busyLabel="Changing…">
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
