/**
 * The dispatch guide's answers read by the screens (GD-008, GD-010, GD-013, GD-014): a confirmation
 * without an id is an error; an empty PDF is one; a functionary lists the truck's VINs through its
 * own call, everyone else through the agent's.
 */
import { operationsMessages } from '../../i18n/operationsMessages';
import { EmptyDocumentError, openPdf } from '../terminal/documents/openPdf';

const g = operationsMessages.guides;

/** GD-008: the confirmation's guide id, or the spec's error. */
export function guideIdOf(answer: { id?: unknown } | null | undefined): number {
  const id = Number(answer?.id);
  if (!answer || answer.id === null || answer.id === undefined || !Number.isFinite(id) || id <= 0)
    throw new Error(g.confirmError);
  return id;
}

/** GD-013, GD-014: which VIN call a user's roles use. */
export const vinsCallFor = (roles: readonly string[]): 'getvinsforfunctionary' | 'getvinsforaga' =>
  roles.includes('ROLE_FUNCTIONARY') ? 'getvinsforfunctionary' : 'getvinsforaga';

/** GD-005: the users whose agent must have a guide configuration (an agent or its functionary). */
export const needsGuideConfiguration = (roles: readonly string[]) =>
  roles.some((r) => r === 'ROLE_AGA' || r === 'ROLE_AGA_AGA' || r === 'ROLE_FUNCTIONARY');

/** GD-015: the guide file must be a PDF (by its type or name; the server checks its bytes). */
export const isPdfFile = (file: { type: string; name: string }) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** GD-009, GD-010, GD-016: the guide opens in a new tab (focused after 2 s); an empty PDF is the spec's print error. */
export async function printGuide(load: () => Promise<Blob>): Promise<void> {
  try {
    await openPdf(load);
  } catch (error) {
    throw error instanceof EmptyDocumentError ? new Error(g.printError) : error;
  }
}
