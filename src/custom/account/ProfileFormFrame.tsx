/** The frame of an account form in the extra panel: react-admin Form, zod rules, Save + Cancel ('Cancelar operación'). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { Schema } from '../../domain/validators';
import { CancelButton, FormToolbar } from '../../resources/framework/FormToolbar';
import { HookFormRefusedNotice } from '../../resources/framework/refusal/RefusedFormNotice';

export interface ProfileFormFrameProps {
  schema: Schema;
  record?: Record<string, unknown>;
  onSubmit: (values: FieldValues) => Promise<Record<string, unknown> | undefined>;
  children: ReactNode;
  /** Save is enabled on an untouched form (the password form: empty fields say what is missing). */
  alwaysEnable?: boolean;
  testId: string;
}

export const ProfileFormFrame = ({
  schema,
  record,
  onSubmit,
  children,
  alwaysEnable,
  testId,
}: ProfileFormFrameProps) => {
  // raw: true keeps the fields the schema does not list (ids, login), which the server ignores.
  const resolver = useMemo(
    () => zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>,
    [schema],
  );
  return (
    <Form record={record} resolver={resolver} onSubmit={onSubmit} noValidate id={testId} shouldFocusError={false}>
      <Stack sx={{ px: 2, pt: 1 }} data-testid={testId}>
        {children}
        <HookFormRefusedNotice />
      </Stack>
      <FormToolbar cancel={<CancelButton />} alwaysEnable={alwaysEnable} />
    </Form>
  );
};
