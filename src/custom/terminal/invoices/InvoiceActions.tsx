/**
 * An invoice's actions (D2 §4 Invoice on operational screens, D3 §2.1, §4; INV-061…070, IMP-053):
 * preview the draft's PDF, finalize once previewed in this session (asked first), download the
 * final invoice's PDF, and — finance — delete the draft. Each by its permission row; the server
 * checks them again and refuses with its reason.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { invoiceMessages } from '../../../i18n/invoiceMessages';
import { ConfirmDialog } from '../../../resources/framework/ConfirmDialog';
import { useRoles } from '../../../resources/framework/useRoles';
import { invoiceApi } from '../api/invoiceApi';
import { openPdf } from '../documents/openPdf';
import { markPreviewedInSession, previewedInSession } from './previewedDrafts';
import { useTerminalAction } from '../forms/useTerminalAction';

const t = invoiceMessages.costs;

export interface InvoiceActionsProps {
  draftNumber: number;
  stage: 'draft' | 'previewed' | 'finalized' | 'paid';
  /** After a change: re-read the invoice. */
  refresh: () => Promise<void>;
  /** After a finalize or a delete (e.g. to the invoice's new place); else `refresh`. */
  onFinalized?: () => void;
  onDeleted?: () => void;
  allowDelete?: boolean;
}

export const InvoiceActions = ({
  draftNumber,
  stage,
  refresh,
  onFinalized,
  onDeleted,
  allowDelete,
}: InvoiceActionsProps) => {
  const { can } = useRoles();
  const { run, busy } = useTerminalAction(refresh);
  const [previewed, setPreviewed] = useState(() => previewedInSession(draftNumber));
  const [asking, setAsking] = useState<'finalize' | 'delete' | null>(null);
  const draft = stage === 'draft' || stage === 'previewed';

  const preview = () =>
    void run(async () => {
      await openPdf(() => invoiceApi.draftPdf(draftNumber));
      markPreviewedInSession(draftNumber);
      setPreviewed(true);
    });
  const finalize = async () => {
    setAsking(null);
    const done = await run(
      () => invoiceApi.finalize(draftNumber),
      (a) => a.message,
    );
    if (done) onFinalized?.();
  };
  const remove = async () => {
    setAsking(null);
    const done = await run(
      () => invoiceApi.remove(draftNumber),
      (a) => a.message,
    );
    if (done) onDeleted?.();
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {draft && can('invoices', 'preview') && (
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            onClick={preview}
            disabled={busy}
            data-testid={`invoice-preview-${draftNumber}`}
          >
            {t.preview}
          </Button>
        )}
        {draft && can('invoices', 'finalize') && (
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            onClick={() => setAsking('finalize')}
            disabled={busy || !previewed}
            aria-describedby={previewed ? undefined : `finalize-hint-${draftNumber}`}
            data-testid={`invoice-finalize-${draftNumber}`}
          >
            {t.finalize}
          </Button>
        )}
        {!draft && can('invoices', 'show') && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void run(() => openPdf(() => invoiceApi.pdf(draftNumber)))}
            disabled={busy}
            data-testid={`invoice-download-${draftNumber}`}
          >
            {t.download}
          </Button>
        )}
        {draft && allowDelete && can('invoices', 'delete') && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setAsking('delete')}
            disabled={busy}
            data-testid={`invoice-delete-${draftNumber}`}
          >
            {t.remove}
          </Button>
        )}
      </Stack>
      {draft && can('invoices', 'finalize') && !previewed && (
        <Typography id={`finalize-hint-${draftNumber}`} variant="caption" color="text.secondary">
          {t.finalizeHint}
        </Typography>
      )}
      <ConfirmDialog
        open={asking !== null}
        busy={busy}
        content={(asking === 'delete' ? t.removeConfirm : t.finalizeConfirm).replace('{n}', String(draftNumber))}
        onConfirm={() => void (asking === 'delete' ? remove() : finalize())}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
};
