/**
 * A list on a phone: one card per row instead of a table wider than the screen (react-admin's
 * SimpleList pattern), for every list at once. The first visible column names the card, the
 * columns that decide (`card: 'always'`) and the next ones follow as "label: value" (cardColumns.ts);
 * a card opens like a row (click or Enter), and keeps the row's checkbox and action buttons. Which
 * columns and in what order: the user's choice, as in the table.
 */
import { Box, Card, CardActionArea, CardContent, FormControlLabel, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { renderFieldValue } from '../fieldValue';
import { cardColumns } from './cardColumns';
import { SelectPage, SelectRow, type RowActionsColumn, type RowAttributes, type SelectionLabels } from './fixedColumns';
import type { ListColumn, ListRecord } from './listColumns';

interface Props {
  columns: readonly ListColumn[];
  onRowClick?: (record: ListRecord) => void;
  selectionLabels?: SelectionLabels;
  rowActions?: RowActionsColumn;
  rowAttributes?: RowAttributes;
  empty?: ReactNode;
  'data-testid'?: string;
}

export const ListCards = ({
  columns,
  onRowClick,
  selectionLabels,
  rowActions,
  rowAttributes,
  empty,
  ...rest
}: Props) => {
  const { data, isPending } = useListContext<ListRecord>();
  const translate = useTranslate();
  if (isPending || !data) return null;
  if (data.length === 0) return <>{empty ?? null}</>;
  const { title, details } = cardColumns(columns);
  const cell = (column: ListColumn, record: ListRecord) =>
    column.render ? column.render(record) : renderFieldValue(column, record, translate);
  return (
    <>
      {selectionLabels && (
        // The page's checkbox, as the table's header has it.
        <FormControlLabel
          sx={{ ml: 0, mb: 0.5 }}
          label={selectionLabels.page}
          control={<SelectPage label={selectionLabels.page} />}
        />
      )}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }} data-testid={rest['data-testid']}>
        {data.map((record) => {
          const body = (
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              {title && (
                <Typography
                  variant="subtitle1"
                  component="p"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  data-column={title.source}
                >
                  {cell(title, record)}
                </Typography>
              )}
              {details.map((column) => (
                <Typography key={column.source} variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {column.label}:{' '}
                  </Box>
                  <span data-column={column.source}>{cell(column, record)}</span>
                </Typography>
              ))}
            </CardContent>
          );
          return (
            <RecordContextProvider key={record.id} value={record}>
              <Card
                component="li"
                variant="outlined"
                sx={{ display: 'flex', alignItems: 'flex-start' }}
                data-testid="list-card"
                {...(rowAttributes?.(record) ?? {})}
              >
                {selectionLabels && (
                  <Box sx={{ pt: 1, pl: 0.5 }}>
                    <SelectRow record={record} label={selectionLabels.row(record)} />
                  </Box>
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {onRowClick ? <CardActionArea onClick={() => onRowClick(record)}>{body}</CardActionArea> : body}
                  {rowActions && (
                    <Box
                      sx={{ px: 1, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
                      aria-label={rowActions.label}
                      role="group"
                    >
                      {rowActions.render(record)}
                    </Box>
                  )}
                </Box>
              </Card>
            </RecordContextProvider>
          );
        })}
      </Stack>
    </>
  );
};
