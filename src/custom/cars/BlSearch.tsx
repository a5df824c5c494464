/**
 * /cars (CAR-032…039): the BL search. Upper case, a slash kept as an underscore; a BL with an
 * inscription opens its detail, one without the inscription form; the server's refusals ('BL no
 * encontrado' 214, a mother BL's children 215, 'No existe operación en el portal') on the field.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { blError, blKey } from '../../domain/cars/identifiers';
import { carMessages } from '../../i18n/carMessages';
import { ApiError } from '../../providers/httpClient';
import { useApiError } from '../layout/useApiError';
import { carsApi } from '../terminal/api/carsApi';
import { SearchCard } from '../terminal/forms/SearchCard';
import { detailPath, inscriptionPath } from './paths';

const t = carMessages.import;

export const BlSearch = () => {
  const navigate = useNavigate();
  const onError = useApiError();
  const [busy, setBusy] = useState(false);
  const search = async (bl: string) => {
    setBusy(true);
    try {
      const answer = await carsApi.importBl(bl);
      navigate(answer.operation ? detailPath(answer.operation.id) : inscriptionPath(bl));
      return undefined;
    } catch (error) {
      // The BL's own refusals go on the field; anything else (a session, a server fault) to the message bar.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 403))
        return error.serverMessage;
      await onError(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return (
    <SearchCard
      title={t.searchTitle}
      id="car-bl"
      testId="car-bl"
      label={t.bl}
      hint={t.blHint}
      submitLabel={t.search}
      maxLength={30}
      required
      normalize={(typed) => blKey(typed).replace(/[^A-Z0-9_-]/g, '')}
      check={blError}
      onSearch={search}
      busy={busy}
    />
  );
};
