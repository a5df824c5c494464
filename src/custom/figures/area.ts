/** The terminal's figures (/figures; issue 33 §3, beyond-spec): KPI tiles and charts, the terminal's or a company's own. */
import { figuresContract } from '../../domain/figures/contract';
import { FIGURES_MENU } from '../../i18n/figuresMenu';
import { defineArea } from '../areas/types';

export const figuresArea = defineArea({
  ...figuresContract,
  label: FIGURES_MENU,
  icon: 'report',
  menuGroup: 'operations',
  screens: () => import('./FiguresPage'),
});
