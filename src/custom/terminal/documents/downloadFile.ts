/** Saves a file the server answered (a spreadsheet) under `name`, as the browser's download. */
export async function downloadFile(load: () => Promise<Blob>, name: string): Promise<void> {
  const blob = await load();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Released after the click has handed the file over.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
