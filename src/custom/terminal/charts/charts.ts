/** What every chart of the console shares (D3 §2.6, Q44): 300 high, and the yard pie's colours (CHART-009). */
export const CHART_HEIGHT = 300;
/** CHART-009: vehicles on a truck orange, in the yard light blue. */
export const YARD_COLORS = { onTruck: '#f57c00', inYard: '#4fc3f7' } as const;
