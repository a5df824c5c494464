/** /tracking: the search by BL, booking or container (TRK-001…003). */
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { TrackingSearchForm } from './TrackingSearchForm';

const TrackingSearchPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.visitScreens.tracking.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.visitScreens.tracking.title')}
        </Typography>
        <TrackingSearchForm />
      </CardContent>
    </Card>
  );
};

export default TrackingSearchPage;
