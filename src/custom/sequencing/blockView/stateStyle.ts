/**
 * Colour by state (pure): each state's fill, the text drawn on it (the tier count) with at least
 * 4.5:1 contrast, and a pattern so the state is never told by colour alone (WCAG 1.4.1).
 */
import { BOX_STATES, FREE, type PositionState } from '../../../domain/yard/blockPositions';

export type Pattern = 'none' | 'diagonal' | 'dots' | 'bar';

export interface StateStyle {
  fill: string;
  text: string;
  pattern: Pattern;
  /** The pattern's ink on the fill. */
  ink: string;
}

export const STATE_STYLES: Record<PositionState, StateStyle> = {
  // A turn in force: the colour the eye should find first, framed by a bar on top.
  SEQUENCED: { fill: '#6a1b9a', text: '#ffffff', pattern: 'bar', ink: '#f3e5f5' },
  IMPORT: { fill: '#0d47a1', text: '#ffffff', pattern: 'none', ink: '#ffffff' },
  EXPORT: { fill: '#ffb300', text: '#000000', pattern: 'diagonal', ink: '#8d5a00' },
  STORAGE: { fill: '#616161', text: '#ffffff', pattern: 'dots', ink: '#e0e0e0' },
  FREE: { fill: '#fafafa', text: '#424242', pattern: 'none', ink: '#bdbdbd' },
};

/** The legend's order: the states of boxes, then the free position. */
export const LEGEND_ORDER: readonly PositionState[] = [...BOX_STATES, FREE];

export const styleOf = (state: PositionState): StateStyle => STATE_STYLES[state];

/** WCAG relative luminance of '#rrggbb'. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
