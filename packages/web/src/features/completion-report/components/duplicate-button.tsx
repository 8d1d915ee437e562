import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { useDuplicateCompletionReport } from "../api/change-completion-report";

/** "Duplicate": a new draft with the profile and every section item, then its page. */
export function DuplicateButton({ reportId, disabled }: { reportId: number; disabled: boolean }) {
  const duplicate = useDuplicateCompletionReport(reportId);
  const navigate = useNavigate();
  const run = async () => {
    try {
      const copy = await duplicate.mutateAsync();
      toast.success(`${copy.name} was made as a new draft.`);
      await navigate(paths.app.completionReport.getHref(copy.id));
    } catch (error) {
      toast.error(describeError(error, "The completion report could not be duplicated."));
    }
  };
  return (
    <Button
      variant="secondary"
      busy={duplicate.isPending}
      busyLabel="Duplicating…"
      disabled={disabled}
      onClick={() => void run()}
    >
      Duplicate
    </Button>
  );
}
