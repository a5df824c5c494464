/**
 * While a list shows the first rows of a collection still arriving (dataProvider.arrivingCollection),
 * it says so; once the whole has arrived the list asks again, now searched, filtered and sorted.
 */
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../providers/dataProvider';

export const ArrivingNotice = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const resource = useResourceContext();
  const { data, refetch } = useListContext();
  const translate = useTranslate();
  const [arriving, setArriving] = useState(false);
  useEffect(() => {
    if (!resource || typeof dataProvider.arrivingCollection !== 'function') return undefined;
    let live = true;
    void dataProvider.arrivingCollection(resource).then(
      ({ whole }) => {
        if (!live) return;
        setArriving(whole !== undefined);
        void whole?.then(
          () => live && (setArriving(false), void refetch()),
          () => live && setArriving(false),
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider, resource, data, refetch]);
  if (!arriving) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 1 }} data-testid="list-arriving">
      {translate('app.list.arriving')}
    </Alert>
  );
};
