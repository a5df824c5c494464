/** Saves a blob under a file name through a temporary download link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; free the memory later, not at once (Safari needs it briefly).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
