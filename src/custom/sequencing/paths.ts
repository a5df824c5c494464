/** The sequencing screens' URLs (D3 §2.4; P124): below the area's /secuenciacion. */
const seg = encodeURIComponent;

export const sequencingPaths = {
  list: '/secuenciacion',
  /** The list with the 'Secuenciar Bloque' form open (the same path, D3 §2.4). */
  form: '/secuenciacion?nuevo=1',
  detail: (id: number | string) => `/secuenciacion/management/${seg(String(id))}`,
  shifts: '/secuenciacion/turnos',
  /** The block view (the blockView helper's page), with a sequencing's order drawn over. */
  yard: (block?: string, sequencing?: number) =>
    `/secuenciacion/patio${block ? `/${seg(block)}` : ''}${sequencing !== undefined ? `?sequencing=${sequencing}` : ''}`,
};
