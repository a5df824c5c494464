/**
 * One kind's unit for its shell and the shell's children (import, export; cars and empties next):
 * the query key under which all of the unit's reads live, the context the shell fills, the hook
 * its children read it with, a refresh after each change, and the unit's calls one at a time.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, type Context } from 'react';
import { useTerminalAction } from '../forms/useTerminalAction';

/** What the shell hands its children: the kind's own state and a refresh of every read of the unit. */
export type UnitState<S> = S & { refresh: () => Promise<void> };

/** A kind's unit query as the shell reads it: the first load, a failure (its message), or the state. */
export type UnitLoad<S> =
  | { status: 'pending' }
  | { status: 'error'; message: string | undefined }
  | { status: 'ready'; state: UnitState<S> };

export interface UnitKit<S> {
  /** The query key of every read of the unit `nbr` (the refresh invalidates it whole). */
  key: (nbr: string) => readonly [string, string];
  /** The refresh of the unit `nbr`'s reads. */
  useRefresh: (nbr: string) => () => Promise<void>;
  Context: Context<UnitState<S> | undefined>;
  /** The shell's unit, for its children. */
  useUnit: () => UnitState<S>;
  /** Runs one of the unit's calls (success text to the message bar), then refreshes the shell's unit. */
  useUnitAction: () => ReturnType<typeof useTerminalAction>;
}

/**
 * `area`: the first segment of the unit's query keys ('importArea'); `outside`: the error of a
 * child rendered outside its shell.
 */
export function unitKit<S>(area: string, outside: string): UnitKit<S> {
  const key = (nbr: string) => [area, nbr] as const;
  const Context = createContext<UnitState<S> | undefined>(undefined);
  const useUnit = () => {
    const value = useContext(Context);
    if (!value) throw new Error(outside);
    return value;
  };
  return {
    key,
    useRefresh: (nbr) => {
      const client = useQueryClient();
      return useCallback(() => client.invalidateQueries({ queryKey: key(nbr) }), [client, nbr]);
    },
    Context,
    useUnit,
    useUnitAction: () => useTerminalAction(useUnit().refresh),
  };
}
