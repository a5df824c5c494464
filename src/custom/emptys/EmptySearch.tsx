/**
 * /emptys (MTY-002…004): the booking search — required ('Ingrese un número de Booking'), found
 * ('Número de Booking vacio.' from the server) and of empties type ('La reserva {n} no corresponde a
 * preaviso de vacíos.') — opening the booking's grid.
 */
import { useNavigate } from 'react-router-dom';
import { notEmptiesMessage } from '../../domain/emptyPreadvice/emptyRows';
import { exportMessages } from '../../i18n/exportMessages';
import { ApiError } from '../../providers/httpClient';
import { useApiError } from '../layout/useApiError';
import { exportApi } from '../terminal/api/exportApi';
import { SearchCard } from '../terminal/forms/SearchCard';

const t = exportMessages.empties;

export const EmptySearch = () => {
  const navigate = useNavigate();
  const onError = useApiError();
  const search = async (typed: string) => {
    const nbr = typed.trim();
    try {
      const booking = await exportApi.booking(nbr);
      if (booking.eqStatus !== 'MTY') return notEmptiesMessage(nbr);
      navigate(`/emptys/new/${encodeURIComponent(nbr)}`);
    } catch (err) {
      // The booking's own refusal goes on the field ('Número de Booking vacio.').
      if (err instanceof ApiError && err.status === 404) return err.serverMessage;
      await onError(err);
    }
    return undefined;
  };
  return (
    <SearchCard
      title={t.title}
      id="empties-booking"
      testId="empties-booking"
      buttonTestId="empties-search"
      label={t.booking}
      submitLabel={t.search}
      maxLength={30}
      required
      normalize={(x) => x.toUpperCase()}
      check={(x) => (x.trim() ? undefined : exportMessages.search.bookingRequired)}
      onSearch={search}
    />
  );
};
