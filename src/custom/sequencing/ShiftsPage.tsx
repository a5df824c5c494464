/** /turnos (YBS-022, D3 §2.4): 'Configurar turnos', an empty placeholder. */
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';

const t = yardScreenMessages.shifts;

const ShiftsPage = () => (
  <Card sx={{ maxWidth: 760 }} data-testid="shifts-page">
    <Title title={t.title} />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.body}
      </Typography>
    </CardContent>
  </Card>
);

export default ShiftsPage;
