/**
 * /costs: the operation's charges (IMP-075, IMP-076). Preview, finalize and online payment
 * (IMP-053, IMP-054) come with the invoicing issue.
 */
import { Alert, Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { importMessages } from '../../i18n/importMessages';
import { importApi } from '../terminal/importApi';
import { fill } from './paths';
import { useImportUnit } from './useImportUnit';

const t = importMessages.costs;
const amount = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (currency: string, n: number) => `${currency} ${amount.format(n)}`;

export const CostsScreen = () => {
  const { unit } = useImportUnit();
  const charges = useQuery({ queryKey: ['importArea', unit.unitNbr, 'charges'], queryFn: () => importApi.charges(unit.unitNbr), retry: false });
  if (charges.isPending) return <CircularProgress aria-label={t.title} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  const c = charges.data;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{t.title}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>{fill(t.draft, { n: c.draftNumber })}</Typography>
        {c.summaryCharges.length === 0 ? (
          <Alert severity="info" data-testid="no-charges">{c.message}</Alert>
        ) : (
          <Table size="small" data-testid="charges">
            <TableHead>
              <TableRow>
                <TableCell>{t.code}</TableCell>
                <TableCell>{t.description}</TableCell>
                <TableCell align="right">{t.quantity}</TableCell>
                <TableCell align="right">{t.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {c.summaryCharges.map((l) => (
                <TableRow key={l.tarifId}>
                  <TableCell>{l.tarifId}</TableCell>
                  <TableCell>{l.description}</TableCell>
                  <TableCell align="right">{l.quantity}</TableCell>
                  <TableCell align="right">{money(l.currency, l.totalAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={3}>{t.total}</TableCell>
                <TableCell align="right" data-testid="charges-total">{money(c.currency, c.totalCharges)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>{t.invoiceNote}</Typography>
      </CardContent>
    </Card>
  );
};
