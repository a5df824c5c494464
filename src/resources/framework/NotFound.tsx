/** A valid route whose record does not exist: 'Pagina no encontrada.' with a back link (ERR-014, DECISIONS Q01). */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export const NotFound = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="h6" gutterBottom>
        {translate('app.errors.notFound')}
      </Typography>
      <Button onClick={() => navigate(-1)}>{translate('app.errors.back')}</Button>
    </Box>
  );
};
