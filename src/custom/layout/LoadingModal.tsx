/** The loading modal shown during any non-silent /api call (D1 §1). Waits 250 ms to avoid flicker. */
import { Backdrop, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePendingCalls } from '../../providers/loading';

export const LoadingModal = () => {
  const pending = usePendingCalls();
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 250);
    return () => clearTimeout(timer);
  }, [pending]);
  return (
    <Backdrop open={visible} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }} data-testid="loading-modal">
      <CircularProgress color="inherit" aria-label={translate('ra.page.loading')} />
    </Backdrop>
  );
};
