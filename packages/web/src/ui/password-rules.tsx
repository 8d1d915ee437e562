import { cx } from "./cx";
import { CheckCircleIcon, DashIcon } from "./icons";

/**
 * What the new password still needs, in the rules' own words, updated as the user types; a tick
 * once it meets them all. `intro` is the rule summary shown before anything is typed.
 */
export function PasswordRules({
  problems,
  typed,
  intro,
}: {
  problems: string[];
  typed: boolean;
  intro: string;
}) {
  if (!typed) return <p className="text-sm text-slate-500">{intro}</p>;
  if (problems.length === 0) {
    return (
      <p aria-live="polite" className="flex items-center gap-1.5 text-sm text-emerald-700">
        <CheckCircleIcon className="size-4 shrink-0" />
        This password meets the rules.
      </p>
    );
  }
  return (
    <ul aria-live="polite" className="space-y-1 text-sm text-amber-800">
      {problems.map((problem) => (
        <li key={problem} className={cx("flex items-start gap-1.5")}>
          <DashIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {problem}
        </li>
      ))}
    </ul>
  );
}
