/**
 * The page layout of D1 §2 (ACC-039, ACC-040): a centre panel, a right detail panel, and an
 * extra side panel that slides the detail panel aside with the legacy 'slow' animation (600 ms).
 * The left navigation is react-admin's sidebar (PortalMenu), around every page.
 *
 * Usage (any page):
 *   <DetailLayout detail={<Summary />} extra={<EditForm />} extraOpen={editing} onCloseExtra={() => setEditing(false)}>
 *     <CentreContent />
 *   </DetailLayout>
 *
 * - `detail` is optional; without it the right column only exists while `extra` is open.
 * - `extra` slides in from the right and pushes `detail` out to the left; closing reverses it.
 *   The last `extra` content stays rendered while it slides out, so a route-driven panel
 *   (extra={useOutlet()}) does not empty itself mid-animation.
 * - `onCloseExtra` adds a close button to the extra panel's header (with `extraTitle`).
 * - Below the md breakpoint the right column stacks under the centre, full width.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Slide, Stack, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** jQuery's 'slow' (the legacy panels' animation), in ms (ACC-040, NOT-003, D1 §9). */
export const SLOW_MS = 600;

export interface DetailLayoutProps {
  children: ReactNode;
  detail?: ReactNode;
  extra?: ReactNode;
  extraOpen?: boolean;
  onCloseExtra?: () => void;
  extraTitle?: ReactNode;
  detailWidth?: number;
  extraWidth?: number;
}

export const DetailLayout = ({
  children,
  detail,
  extra,
  extraOpen = false,
  onCloseExtra,
  extraTitle,
  detailWidth = 320,
  extraWidth = 440,
}: DetailLayoutProps) => {
  const translate = useTranslate();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // Keep what the extra panel showed last, for its exit animation.
  const lastExtra = useRef<ReactNode>(null);
  if (extra) lastExtra.current = extra;
  const shownExtra = extra ?? lastExtra.current;
  const width = extraOpen ? extraWidth : detail ? detailWidth : 0;

  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start', mt: 2 }}
      data-testid="detail-layout"
    >
      <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }} data-testid="centre-panel">
        {children}
      </Box>
      <Box
        ref={setContainer}
        sx={{
          display: 'grid',
          position: 'relative',
          overflow: 'hidden',
          flexShrink: 0,
          width: { xs: '100%', md: width },
          transition: `width ${SLOW_MS}ms ease-in-out`,
        }}
        data-testid="side-panels"
        data-extra-open={extraOpen ? 'true' : 'false'}
      >
        {detail && (
          <Slide in={!extraOpen} direction="right" container={container} timeout={SLOW_MS} appear={false}>
            <Box sx={{ gridArea: '1 / 1', width: { xs: '100%', md: detailWidth } }} data-testid="side-detail">
              {detail}
            </Box>
          </Slide>
        )}
        <Slide in={extraOpen} direction="left" container={container} timeout={SLOW_MS} mountOnEnter unmountOnExit>
          <Paper
            sx={{ gridArea: '1 / 1', width: { xs: '100%', md: extraWidth }, minWidth: 0 }}
            data-testid="extra-panel"
          >
            {(extraTitle || onCloseExtra) && (
              <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
                <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
                  {extraTitle}
                </Typography>
                {onCloseExtra && (
                  <IconButton onClick={onCloseExtra} aria-label={translate('ra.action.close')} size="small">
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            )}
            {shownExtra}
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
};
