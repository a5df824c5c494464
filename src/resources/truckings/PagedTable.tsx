/** A small table of a company's drivers or plates, 6 rows a page (D1 §9), with its empty text. */
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const FLEET_PAGE_SIZE = 6;

export interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
  align?: 'right';
}

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  empty: string;
  testId: string;
}

export function PagedTable<T>({ rows, rowKey, columns, empty, testId }: Props<T>) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / FLEET_PAGE_SIZE));
  const current = Math.min(page, pages);
  if (rows.length === 0) {
    return <Typography color="text.secondary" data-testid={`${testId}-empty`}>{empty}</Typography>;
  }
  const shown = rows.slice((current - 1) * FLEET_PAGE_SIZE, current * FLEET_PAGE_SIZE);
  return (
    <>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align}>{c.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c, i) => (
                <TableCell key={i} align={c.align}>{c.value(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" disabled={current <= 1} onClick={() => setPage(current - 1)}>{translate('app.fleet.previous')}</Button>
          <Typography variant="body2" data-testid={`${testId}-page`}>{translate('app.fleet.page', { page: current, pages })}</Typography>
          <Button size="small" disabled={current >= pages} onClick={() => setPage(current + 1)}>{translate('app.fleet.next')}</Button>
        </Stack>
      )}
    </>
  );
}
