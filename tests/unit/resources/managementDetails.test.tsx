// @vitest-environment jsdom
/**
 * The management views' detail tab (DetailsGrid over each definition's shown fields) of clients,
 * shippers/consignees, agents and shipping agencies: every label with its value as the user reads it,
 * per role where a field is role-bound (D1 §3, §6, Q08).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { AdminContext, memoryStore, RecordContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { agents } from '../../../src/resources/agents';
import { clients } from '../../../src/resources/clients';
import { DetailsGrid } from '../../../src/resources/framework/DetailsGrid';
import type { ResourceDefinition } from '../../../src/resources/framework/types';
import { shipperConsignees } from '../../../src/resources/shipperConsignees';
import { shippingAgents } from '../../../src/resources/shippingAgents';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const CS = 'ROLE_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';

/** Only the shared giro list is read (a Chilean client's giro code reads as 'code - name'). */
const dataProvider = {
  sharedList: async (name: string) => (name === 'giros' ? [{ id: '522910', name: 'Agencias de aduanas' }] : []),
} as unknown as DataProvider;

/** Renders the definition's detail tab for `record` as `roles`; answers [label, value] per shown field, in order. */
async function details(definition: ResourceDefinition, record: Record<string, unknown>, roles: string[]) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <AdminContext
            authProvider={authAs(roles)}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <RecordContextProvider value={record}>
              <DetailsGrid definition={definition} />
            </RecordContextProvider>
          </AdminContext>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  const cells = () => [...dom.host.querySelectorAll<HTMLElement>('[data-field]')];
  await until(() => cells().length > 1);
  // The giro's name arrives with the shared list.
  await until(() => !cells().some((c) => c.dataset.field === 'customer.giro' && c.textContent === 'Giro522910'));
  return cells().map((c) => [c.children[0]!.textContent, c.children[1]!.textContent]);
}

const client = {
  id: '76086428-5',
  shipperConsignee: {
    id: '76086428-5',
    name: 'Exportadora Andes SpA',
    notes: 'Retira los martes',
    contactInfo: {
      contactName: 'María Soto',
      contactEmail: 'contacto@andes.cl',
      contactAddress: 'Av. Barros Luco 1234',
      contactCity: 'San Antonio',
      contactPhone: '56912345678',
    },
  },
  customer: {
    countryName: 'CL',
    stateName: 'San Antonio',
    giro: '522910',
    diasDeCredito: 1500,
    sigla: 'EA',
    cobranzaDirecta: 'SI',
    clienteRelacionado: 'NO',
    codigoImputacion: 1999,
    validado: 'SI',
    mailCode: 'facturas@andes.cl',
    observacion: 'Cliente preferente',
    bloqueado: 'NO',
  },
  userEnabled: true,
  clientTracking: true,
  clientCar: false,
  existBilling: true,
  clientChile: true,
};

/** What every clients-tab role reads; `finance` are the rows only finance sees, `csAndFinance` finance and CS. */
const clientCommon = {
  head: [
    ['País', 'Chile'],
    ['RUT / Identificación', '76.086.428-5'],
    ['Razón social', 'Exportadora Andes SpA'],
    ['Comuna', 'San Antonio'],
    ['Giro', '522910 - Agencias de aduanas'],
    ['Notas', 'Retira los martes'],
    ['Nombre de contacto', 'María Soto'],
    ['E-mail de contacto', 'contacto@andes.cl'],
    ['Teléfono', '56912345678'],
    ['Dirección', 'Av. Barros Luco 1234'],
    ['Ciudad', 'San Antonio'],
    ['E-mail de facturación', 'facturas@andes.cl'],
    ['Observación', 'Cliente preferente'],
  ],
  csAndFinance: [
    ['Días de crédito', '1.500'],
    ['Sigla', 'EA'],
  ],
  finance: [
    ['Cobranza directa', 'Sí'],
    ['Cliente relacionado', 'No'],
    ['Código de imputación', '1999'],
    ['Validado', 'Sí'],
  ],
  tail: [
    ['Bloqueado', 'No'],
    ['Usuario del portal habilitado', 'Sí'],
    ['Seguimiento activo', 'Sí'],
    ['Cliente de vehículos', 'No'],
    ['Con facturación', 'Sí'],
    ['Cliente chileno', 'Sí'],
  ],
};

describe('management details', () => {
  it('ADM-CLI-002 ADM-CLI-009 ADM-CLI-010 ADM-CLI-045 ADM-CLI-046: finance reads the client’s shipper data, every customer field and the five flags', async () => {
    expect(await details(clients, client, [FIN])).toEqual([
      ...clientCommon.head,
      ...clientCommon.csAndFinance,
      ...clientCommon.finance,
      ...clientCommon.tail,
    ]);
  });

  it('ADM-CLI-002 ADM-CLI-045 ADM-CLI-046: customer service reads credit days and sigla but not the financial-only fields', async () => {
    expect(await details(clients, client, [CS])).toEqual([
      ...clientCommon.head,
      ...clientCommon.csAndFinance,
      ...clientCommon.tail,
    ]);
  });

  it('ADM-CLI-002 ADM-CLI-045: the supervisor reads neither credit days, sigla nor the financial-only fields', async () => {
    expect(await details(clients, client, [SUP])).toEqual([...clientCommon.head, ...clientCommon.tail]);
  });

  it('ADM-CLI-002: a foreign client reads its identification as given, an empty commune, its free-text giro and the flags false', async () => {
    const foreign = {
      ...client,
      id: 'AR-30712345',
      customer: { ...client.customer, countryName: 'AR', stateName: null, giro: 'Importación de vinos' },
      userEnabled: false,
      clientTracking: false,
      clientChile: false,
    };
    const rows = Object.fromEntries(await details(clients, foreign, [CS]));
    expect(rows).toMatchObject({
      País: 'Argentina',
      'RUT / Identificación': 'AR-30712345',
      Comuna: '—',
      Giro: 'Importación de vinos',
      'Usuario del portal habilitado': 'No',
      'Seguimiento activo': 'No',
      'Cliente chileno': 'No',
    });
  });

  it('ADM-CLI-006 ADM-CLI-009: the shipper/consignee management reads id, name, notes and every contact field', async () => {
    const shipper = {
      id: '76086428-5',
      name: 'Pesquera Austral S.A.',
      countryName: 'CL',
      notes: 'Frecuente',
      contactInfo: {
        contactName: 'Juan Pérez',
        contactEmail: 'jperez@austral.cl',
        contactAddress: 'Calle Prat 10',
        contactCity: 'Valparaíso',
        contactPhone: '56322223333',
      },
    };
    expect(await details(shipperConsignees, shipper, [CS])).toEqual([
      ['País', 'Chile'],
      ['RUT / Identificación', '76.086.428-5'],
      ['Nombre', 'Pesquera Austral S.A.'],
      ['Notas', 'Frecuente'],
      ['Nombre de contacto', 'Juan Pérez'],
      ['E-mail de contacto', 'jperez@austral.cl'],
      ['Teléfono', '56322223333'],
      ['Dirección', 'Calle Prat 10'],
      ['Ciudad', 'Valparaíso'],
    ]);
  });
  const agent = {
    id: '76543210-3',
    name: 'Agencia de Aduanas Olivares Ltda.',
    user: { login: '76543210-3', email: 'contacto@olivares.cl', activated: true },
    isAgentCar: false,
    role: 'AGENTE',
    codigoAduana: 'A27',
    emailGuiaDespacho: 'guias@olivares.cl',
    emailPersonal: 'lorena.olivares@gmail.com',
    diasDeCredito: 45,
    automaticGuide: true,
    activatedGate: false,
    contactInfo: {
      contactName: 'Lorena Jara',
      contactEmail: 'ljara@olivares.cl',
      contactPhone: '56352211000',
      contactAddress: 'Av. Barros Luco 2150',
      contactCity: 'San Antonio',
    },
    notes: 'Despacha los lunes',
  };
  /** The agent's detail rows; the personal e-mail (supervisor only) goes after the guide e-mail. */
  const agentRows = (personal: boolean) => [
    ['RUT', '76.543.210-3'],
    ['Nombre', 'Agencia de Aduanas Olivares Ltda.'],
    ['E-mail', 'contacto@olivares.cl'],
    ['Agente de vehículos', 'No'],
    ['Tipo de agente', 'Agente de aduanas'],
    ['Código de aduana', 'A27'],
    ['E-mail guía de despacho', 'guias@olivares.cl'],
    ...(personal ? [['E-mail personal', 'lorena.olivares@gmail.com']] : []),
    ['Días de crédito', '45'],
    ['Guía automática', 'Sí'],
    ['Activo', 'Sí'],
    ['Gate Pass habilitado', 'No'],
    ['Nombre de contacto', 'Lorena Jara'],
    ['E-mail de contacto', 'ljara@olivares.cl'],
    ['Teléfono', '56352211000'],
    ['Dirección', 'Av. Barros Luco 2150'],
    ['Ciudad', 'San Antonio'],
    ['Observaciones', 'Despacha los lunes'],
  ];

  it('ADM-AGA-004 ADM-AGA-005: customer service reads the agent’s RUT, name, user e-mail and state, contact, customs code, guide e-mail, notes, automatic guide, credit days, type, vehicle flag and gate pass', async () => {
    expect(await details(agents, agent, [CS])).toEqual(agentRows(false));
  });

  it('ADM-AGA-005 ADM-AGA-032: the supervisor also reads the personal e-mail; finance does not', async () => {
    expect(await details(agents, agent, [SUP])).toEqual(agentRows(true));
  });

  it('ADM-AGA-005: finance reads the detail without the personal e-mail', async () => {
    expect(await details(agents, agent, [FIN])).toEqual(agentRows(false));
  });

  it('ADM-AGA-005 ADM-AGA-010: a vehicle agent without type reads as such, and a blocked one as inactive', async () => {
    const rows = Object.fromEntries(
      await details(agents, { ...agent, isAgentCar: true, role: null, user: { ...agent.user, activated: false } }, [
        CS,
      ]),
    );
    expect(rows).toMatchObject({
      'Agente de vehículos': 'Sí',
      'Tipo de agente': 'Agente de vehículos',
      Activo: 'No',
    });
  });

  it('ADM-AGA-004: the agent management has the details, functionaries and truckings tabs', () => {
    expect(agents.tabs?.map((t) => [t.key, t.label])).toEqual([
      ['functionaries', 'Funcionarios'],
      ['truckings', 'Transportistas'],
    ]);
  });

  it('ADM-AGN-003: the agency management reads its RUT, name, login, e-mail, operational e-mail, role and state; lines and functionaries are its tabs', async () => {
    const agency = {
      id: '79876540-1',
      user: { login: '79876540-1', name: 'Agencia Marítima Austral', email: 'contacto@austral.cl', activated: false },
      opEmail: 'operaciones@austral.cl',
      role: 'AGN',
      linesOperators: [],
    };
    expect(await details(shippingAgents, agency, [CS])).toEqual([
      ['RUT', '79.876.540-1'],
      ['Nombre', 'Agencia Marítima Austral'],
      ['Usuario', '79876540-1'],
      ['E-mail', 'contacto@austral.cl'],
      ['E-mail operacional', 'operaciones@austral.cl'],
      ['Rol', 'Agencia naviera'],
      ['Activo', 'No'],
    ]);
    expect(shippingAgents.tabs?.map((t) => [t.key, t.label])).toEqual([
      ['lines', 'Líneas operadoras'],
      ['functionaries', 'Funcionarios'],
    ]);
  });
});
