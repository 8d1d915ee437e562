import { useState, type ComponentProps } from "react";
import { passwordProblems } from "../../../lib/password-problems";
import { Button } from "../../../ui/button";
import { SparklesIcon } from "../../../ui/icons";
import { PasswordField } from "../../../ui/password-field";
import { PasswordRules } from "../../../ui/password-rules";
import { generatePassword } from "../lib/generate-password";

type AdminPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, "hint"> & {
  value: string;
  userName: string;
  /** Puts a generated password into the field. */
  onGenerate: (password: string) => void;
};

/**
 * A password an administrator sets: the rules as they type, a "Generate" button, and the
 * generated password written out so it can be passed on.
 */
export function AdminPasswordField({ value, userName, onGenerate, ...fieldProps }: AdminPasswordFieldProps) {
  const [generated, setGenerated] = useState<string | null>(null);
  const generate = () => {
    const password = generatePassword();
    setGenerated(password);
    onGenerate(password);
  };
  return (
    <div>
      <div className="flex items-end gap-2">
        <PasswordField
          className="flex-1"
          autoComplete="new-password"
          spellCheck={false}
          {...fieldProps}
          hint={
            <PasswordRules
              typed={value.length > 0}
              problems={passwordProblems(value, userName)}
              intro="At least 10 characters, 4 of them different; not the user name."
            />
          }
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={generate}>
          <SparklesIcon className="size-4" />
          Generate a password
        </Button>
        {generated !== null && generated === value && (
          <p className="text-sm text-slate-600">
            Generated:{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900 select-all">
              {generated}
            </code>
          </p>
        )}
      </div>
    </div>
  );
}
