import type { ModuleName } from "@rightsdesk/domain";
import { Notice } from "../notice";

/**
 * Said at the top of a form the user's role may not submit, before anything is filled in: what
 * cannot be done, and the right it needs.
 */
export function WriteRightNotice({ action, module }: { action: string; module: ModuleName }) {
  return (
    <Notice tone="warning" title={`Your role cannot ${action}`} className="mb-4">
      This needs the <strong className="font-semibold">write</strong> right on the {module} module, and your
      role can only read it. Ask your administrator for that right; until then the form stays locked.
    </Notice>
  );
}
