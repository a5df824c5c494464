/** The car import's paths (D2 §2 Vehicles): the BL goes in its path form (blKey), the inscription by its operation number. */
export const CARS = '/cars';
export const inscriptionPath = (bl: string) => `${CARS}/import/${encodeURIComponent(bl)}`;
export const detailPath = (operationId: number) => `${CARS}/detail?op=${operationId}`;
export const reassignPath = (operationId: number) => `${CARS}/reassign?op=${operationId}`;
