/**
 * /booking (TMP-006…011): the booking search ('Ingrese un número de Booking'; the server's
 * 'Número de Booking vacio.') and /booking/management/{id}: the booking's refrigerated units, each
 * with its printable temperature letter, and the bulk PDF of the selected ones; none says so (TMP-009).
 */
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { exportMessages } from '../../i18n/exportMessages';
import { inlineErrorText } from '../layout/inlineError';
import { exportApi } from '../terminal/api/exportApi';
import { ReeferLetterList, type ReeferRow } from '../terminal/documents/ReeferLetterList';
import { SearchCard } from '../terminal/forms/SearchCard';

const t = exportMessages.letters;
const BASE = '/booking';

const Search = () => {
  const navigate = useNavigate();
  return (
    <SearchCard
      title={t.bookingTitle}
      id="letters-booking"
      testId="letters-booking"
      label={exportMessages.search.booking}
      submitLabel={exportMessages.search.submit}
      maxLength={30}
      required
      normalize={(x) => x.toUpperCase()}
      check={(x) => (x.trim() ? undefined : exportMessages.search.bookingRequired)}
      onSearch={(nbr) => navigate(`${BASE}/management/${encodeURIComponent(nbr.trim())}`)}
    />
  );
};

const Management = () => {
  const { id = '' } = useParams();
  const booking = useQuery({ queryKey: ['bookingLetters', id], queryFn: () => exportApi.booking(id), retry: false });
  const reefers = useMemo<ReeferRow[]>(() => {
    const b = booking.data;
    if (!b) return [];
    return b.unitlist
      .filter((u) => u.reefer)
      .map((u) => ({
        unitNbr: u.unitNbr,
        bookingId: b.nbr,
        isoType: u.isoType,
        transitState: u.transitState,
        tempReqdC: b.items.find((i) => i.equipmentType === u.isoType)?.reefer?.tempReqdC ?? null,
      }));
  }, [booking.data]);
  const title = t.bookingResult.replace('{nbr}', id);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button component={Link} to={BASE} variant="outlined" startIcon={<SearchIcon />}>
            {t.newSearch}
          </Button>
        </Stack>
        {booking.isPending ? (
          <CircularProgress aria-label={title} />
        ) : booking.isError ? (
          <Alert severity="error" data-testid="booking-error">
            {inlineErrorText(booking.error)}
          </Alert>
        ) : (
          <ReeferLetterList id="bookingReeferLetters" title={title} reefers={reefers} empty={t.bookingNone} />
        )}
      </CardContent>
    </Card>
  );
};

const BookingLetterScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={t.bookingTitle} />
    <Routes>
      <Route index element={<Search />} />
      <Route path="management/:id" element={<Management />} />
      <Route path="*" element={<Navigate to={BASE} replace />} />
    </Routes>
  </Box>
);

export default BookingLetterScreens;
