import type { PersonRecord } from "@rightsdesk/domain";
import { useState } from "react";
import { Button } from "../../../../ui/button";
import { ArchivePersonDialog } from "../list/archive-person-dialog";

/** Moves the person to the archive list, after asking; they can be restored from there. */
export function ArchivePersonButton({ person, disabled }: { person: PersonRecord; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        Archive
      </Button>
      <ArchivePersonDialog person={person} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
