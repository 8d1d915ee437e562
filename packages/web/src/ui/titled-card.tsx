import type { ReactNode } from "react";
import { Card, CardHeader } from "./card";

/** A card under a header, named by the header's title for assistive technology. */
export function TitledCard({
  titleId,
  title,
  description,
  action,
  className,
  children,
}: {
  /** The title's id: the card is labelled by it. */
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardHeader titleId={titleId} title={title} description={description} action={action} />
      {children}
    </Card>
  );
}
