import { useEffect, useRef, type ComponentProps } from "react";

/**
 * An image from a blob: an object URL is made for it when it shows and revoked when it goes (or
 * the blob changes), so photos do not pile up in the browser's memory.
 */
export function BlobImage({
  blob,
  alt,
  ...props
}: Omit<ComponentProps<"img">, "src"> & { blob: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return undefined;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      image.removeAttribute("src");
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt={alt} {...props} />;
}
