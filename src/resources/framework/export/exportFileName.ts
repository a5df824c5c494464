/** "Agentes 2026-11-23.xlsx": the list's name and the local date (no slashes in file names). */
export function exportFileName(title: string, extension: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const safe = title.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'export';
  return `${safe} ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}
