/** The figures area's menu label: in the first load with the menu, apart from the area's texts (figuresMessages.ts, loaded with its screens). */
export const FIGURES_MENU = 'Cifras del terminal';
