/**
 * 'Por sus propios medios' (D2 §5 Trucking reassignment; IMP-071, VV-026): the drivers' RUTs,
 * typed one at a time; Enter turns a valid one into a tag (duplicates dropped), a tag's cross
 * removes it. Used by the import shell's /trucking and the visit list's reassignment.
 */
import { Box, Chip } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { formatRut } from '../../../domain/rut';
import { importMessages } from '../../../i18n/importMessages';
import { RutTextField } from '../../../resources/framework/RutInput';
import { addDriverRut } from './truckingRules';

const t = importMessages.trucking;

export interface DriverRutTagsProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The form's error for the whole field ('Requerido' with no tag). */
  error?: string;
}

export const DriverRutTags = ({ tags, onChange, error }: DriverRutTagsProps) => {
  const [typed, setTyped] = useState('');
  const [tagError, setTagError] = useState<string>();
  const addTag = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !typed.trim()) return;
    e.preventDefault();
    const next = addDriverRut(tags, typed);
    onChange(next.tags);
    setTagError(next.error);
    if (!next.error) setTyped('');
  };
  return (
    <Box>
      <RutTextField
        id="driver-ruts"
        label={t.driverRuts}
        value={typed}
        onChange={setTyped}
        onKeyDown={addTag}
        error={Boolean(tagError ?? error)}
        helperText={tagError ?? error ?? t.driverRutsHint}
        required
        size="small"
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }} data-testid="driver-tags">
        {tags.map((r) => (
          <Chip key={r} label={formatRut(r)} onDelete={() => onChange(tags.filter((x) => x !== r))} size="small" />
        ))}
      </Box>
    </Box>
  );
};
