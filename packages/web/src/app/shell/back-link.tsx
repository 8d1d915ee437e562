import { Button } from "../../ui/button";
import { ChevronLeftIcon } from "../../ui/icons";
import { useBackNavigation } from "../back-navigation";

/** "Back", while the back-navigation stack holds somewhere to return to. */
export function BackLink() {
  const { visible, back } = useBackNavigation();
  if (!visible) return null;
  return (
    <Button variant="ghost" onClick={back} className="-ml-2 mb-4 px-2 py-1 text-slate-600">
      <ChevronLeftIcon className="size-4" />
      Back
    </Button>
  );
}
