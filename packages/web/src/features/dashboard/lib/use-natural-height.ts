import { useEffect, useRef } from "react";

/** The widget's border, top and bottom, which the measured parts leave out. */
const BORDER_PX = 2;

/**
 * Measures the height a widget would take to show everything (its header plus its content at
 * full length) and reports it whenever either changes; nothing when the browser cannot observe
 * sizes.
 */
export function useNaturalHeight(onNaturalHeight: ((px: number) => void) | undefined) {
  const headerRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const report = useRef(onNaturalHeight);
  useEffect(() => {
    report.current = onNaturalHeight;
  }, [onNaturalHeight]);
  useEffect(() => {
    const header = headerRef.current;
    const content = contentRef.current;
    if (!header || !content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      report.current?.(header.offsetHeight + content.offsetHeight + BORDER_PX),
    );
    observer.observe(header);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return { headerRef, contentRef };
}
