const units = ["KB", "MB", "GB", "TB"] as const;

/** A file size for a list: "512 bytes", "12.3 KB", "4 MB" (powers of 1024, one decimal under 10). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  return `${shown} ${units[unit]}`;
}
