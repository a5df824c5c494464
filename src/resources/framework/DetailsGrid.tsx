/** The record's fields as label/value pairs in sections (management view and list side panel). */
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { renderFieldValue } from './fieldValue';
import type { FieldDef, ResourceDefinition } from './types';
import { useRoles } from './useRoles';

export const DetailsGrid = ({
  definition,
  fields,
  columns = 2,
}: {
  definition: ResourceDefinition;
  fields?: readonly FieldDef[];
  columns?: number;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { can } = useRoles();
  if (!record) return null;
  const visible = (fields ?? definition.fields.filter((f) => f.show)).filter((f) =>
    can(`${definition.name}.${f.source}`, 'show'),
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      {visible.map((field) => (
        <Fragment key={field.source}>
          {field.section && columns > 1 && (
            <Typography variant="subtitle2" color="primary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
              {field.section}
            </Typography>
          )}
          <Box sx={{ gridColumn: field.fullWidth ? '1 / -1' : undefined }} data-field={field.source}>
            <Typography variant="caption" color="text.secondary" component="div">
              {field.label}
            </Typography>
            <Typography variant="body2" component="div" sx={{ minHeight: 20, wordBreak: 'break-word' }}>
              {renderFieldValue(field, record, translate, { links: true }) || '—'}
            </Typography>
          </Box>
        </Fragment>
      ))}
    </Box>
  );
};
