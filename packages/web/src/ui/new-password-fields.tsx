import { passwordProblems } from "../lib/password-problems";
import type { BoundField } from "./bind-field";
import { PasswordField } from "./password-field";
import { PasswordRules } from "./password-rules";

/**
 * A new password and its confirmation, the rules checked live under the first as the user types
 * (`value`, the new password typed so far).
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  value,
  userName,
  rulesIntro,
}: {
  newPassword: BoundField;
  confirmPassword: BoundField;
  value: string;
  userName: string;
  rulesIntro: string;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...newPassword}
        // The error already names what is wrong; the live rules return once the user types on.
        hint={
          newPassword.error ? undefined : (
            <PasswordRules
              typed={value.length > 0}
              problems={passwordProblems(value, userName)}
              intro={rulesIntro}
            />
          )
        }
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
