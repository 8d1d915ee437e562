/**
 * Hands a downloaded file to the browser under its original name: an object URL on a temporary
 * link, clicked, then let go.
 */
export function saveDownloadedFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let it go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
