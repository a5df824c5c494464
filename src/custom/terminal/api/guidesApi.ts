/** The dispatch guide calls (D2 §7 Dispatch guide; ruling P63). */
import { confirmGuideWithFile } from '../../../domain/cars/calls';
import { apiFetch } from '../../../providers/httpClient';
import { postForm } from './postForm';

export interface GuideTruck {
  id: number;
  license: string;
  code: string;
  gateIn: string;
  blNbr: string;
  confirmed: boolean;
}

export interface GuideLoading {
  gate: {
    id: number;
    license: string;
    code: string;
    conductor: { rut: string; name: string };
    gateIn: string;
    blNbr: string;
  };
  carguio: { fecha: string; vehiculos: number } | null;
  guia: { id: number; fecha: string; withFile: boolean } | null;
}

export interface LoadedVin {
  vin: string;
  marca: string | null;
  modelo: string | null;
  blNbr: string;
  documType: string | null;
  documentacion: string | null;
  condicionRetiro: string | null;
}

const base = '/autos/gate';

export const guidesApi = {
  trucks: () => apiFetch<GuideTruck[]>(`${base}/activelicensesforaga`),
  loading: (gate: number) => apiFetch<GuideLoading>(`${base}/carguioinfo/${gate}`),
  state: (gate: number) =>
    apiFetch<{ confirmed: boolean; fecha: string | null; withFile: boolean }>(`${base}/checkguiastate/${gate}`),
  vins: (gate: number, call: 'getvinsforfunctionary' | 'getvinsforaga') =>
    apiFetch<LoadedVin[]>(`${base}/${call}/${gate}`),
  confirmWithFile: (gate: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    // The codec names the path; the PDF goes as the multipart part `file`.
    return postForm<{ id?: number | null; message?: string }>(
      confirmGuideWithFile.toWire({ gate: String(gate) }).path,
      form,
    );
  },
  confirmWithoutFile: (gate: number) =>
    apiFetch<{ id?: number | null; message?: string }>(`${base}/confirmguiawithoutfile/${gate}`),
  remove: (gate: number) => apiFetch<{ valor: boolean; message: string }>(`${base}/removeguia/${gate}`),
  print: (gate: number) => apiFetch<Response>(`/report/printguiadespacho/${gate}`, { raw: true }).then((r) => r.blob()),
  configuration: () => apiFetch<{ agent_id: string }>('/agent/guideconfiguration'),
};
