/**
 * The two logos of GET /api/user/imglogo/{tipo} (ACC-044), as SVG: logo1 the portal's mark with
 * the terminal's name, logo2 the port community's mark shown beside it. Made for light
 * backgrounds; `dark` gives light lettering for a dark bar (?theme=dark).
 */
import { DEFAULT_TERMINAL_NAME } from './terminal';

const FONT = 'font-family="Roboto, \'Helvetica Neue\', Arial, sans-serif"';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Ink {
  title: string;
  caption: string;
}

const inkFor = (dark: boolean): Ink =>
  dark ? { title: '#ffffff', caption: '#cfe3ea' } : { title: '#0b3d5c', caption: '#4a6b80' };

/** Stacked containers over a wave, in the portal's blues, then the name. */
function portalLogo(terminalName: string, ink: Ink): string {
  // The default name ('el Terminal') reads oddly under a logo: a plain caption instead.
  const caption = terminalName === DEFAULT_TERMINAL_NAME ? 'Terminal portuario' : terminalName;
  // Wide enough for the caption (upper-case, 12 px with letter spacing: about 9 px a character).
  const width = Math.max(240, Math.ceil(80 + caption.length * 9));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="Business Portal">
  <title>Business Portal</title>
  <rect x="2" y="2" width="60" height="60" rx="12" fill="#0b3d5c"/>
  <rect x="13" y="14" width="18" height="9" rx="1.5" fill="#f2a541"/>
  <rect x="33" y="14" width="18" height="9" rx="1.5" fill="#4fb3bf"/>
  <rect x="13" y="25" width="38" height="9" rx="1.5" fill="#e8eef2"/>
  <rect x="13" y="36" width="18" height="9" rx="1.5" fill="#4fb3bf"/>
  <rect x="33" y="36" width="18" height="9" rx="1.5" fill="#f2a541"/>
  <path d="M8 52 q7 -5 14 0 t14 0 t14 0 t8 -2" fill="none" stroke="#4fb3bf" stroke-width="3" stroke-linecap="round"/>
  <text x="74" y="32" ${FONT} font-size="22" font-weight="700" fill="${ink.title}">Business Portal</text>
  <text x="75" y="50" ${FONT} font-size="12" letter-spacing="1.5" fill="${ink.caption}">${escapeXml(caption.toUpperCase())}</text>
</svg>
`;
}

/** A lighthouse in a ring with the port community's name. */
const partnerLogo = (
  ink: Ink,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="64" viewBox="0 0 250 64" role="img" aria-label="Comunidad Logística Portuaria">
  <title>Comunidad Logística Portuaria</title>
  <circle cx="32" cy="32" r="28" fill="#ffffff" stroke="#1d6f8a" stroke-width="4"/>
  <path d="M27 46 L29 22 h6 L37 46 Z" fill="#1d6f8a"/>
  <rect x="27" y="16" width="10" height="6" rx="1" fill="#f2a541"/>
  <path d="M32 13 v-3" stroke="#1d6f8a" stroke-width="2" stroke-linecap="round"/>
  <rect x="29" y="30" width="6" height="3" fill="#ffffff"/>
  <path d="M12 48 q5 -4 10 0 t10 0 t10 0 t10 0" fill="none" stroke="#4fb3bf" stroke-width="3" stroke-linecap="round"/>
  <text x="72" y="29" ${FONT} font-size="16" font-weight="700" fill="${ink.title === '#ffffff' ? ink.title : '#1d6f8a'}">Comunidad Logística</text>
  <text x="72" y="48" ${FONT} font-size="13" letter-spacing="2" fill="${ink.caption}">PORTUARIA</text>
</svg>
`;

/** The SVG of a tipo, or undefined for an unknown one. */
export function logoSvg(tipo: string, terminalName: string, dark = false): string | undefined {
  if (tipo === 'logo1') return portalLogo(terminalName, inkFor(dark));
  if (tipo === 'logo2') return partnerLogo(inkFor(dark));
  return undefined;
}
