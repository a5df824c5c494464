/**
 * D1 §8's block and unblock confirmations, which the spec names for customers, storekeepers,
 * shipping agencies, deposits and trucking companies without their wording (rulings P06, P38): each
 * definition's block action asks its question with the record's name and confirms with its text.
 */
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { definitionOf } from '../../../src/resources/registry';
import type { RecordAction } from '../../../src/resources/framework/types';

type Rec = Record<string, unknown>;
const tr = (key: string, values?: Rec) => i18nProvider.translate(key, values);

/** [resource, an active record, the same record blocked, the question's noun, the confirmation's subject]. */
const ENTITIES: [string, Rec, Rec, string, string][] = [
  [
    'customers',
    { name: 'Frutícola Sur', bloqueado: 'NO' },
    { name: 'Frutícola Sur', bloqueado: 'SI' },
    'al cliente',
    'Cliente bloqueado',
  ],
  [
    'storekeepers',
    { user: { name: 'Almacenes Sur', activated: true } },
    { user: { name: 'Almacenes Sur', activated: false } },
    'al extraportuario',
    'Extraportuario bloqueado',
  ],
  [
    'shippingAgents',
    { user: { name: 'Naviera Sur', activated: true } },
    { user: { name: 'Naviera Sur', activated: false } },
    'a la agencia naviera',
    'Agencia naviera bloqueada',
  ],
  [
    'deposits',
    { user: { name: 'Depósito Sur', activated: true } },
    { user: { name: 'Depósito Sur', activated: false } },
    'al depósito',
    'Depósito bloqueado',
  ],
  [
    'truckingCompanies',
    { name: 'Transportes Sur', user: { name: 'Transportes Sur', activated: true } },
    { name: 'Transportes Sur', user: { name: 'Transportes Sur', activated: false } },
    'al transportista',
    'Transportista bloqueado',
  ],
];

const shown = (action: RecordAction, record: Rec) => {
  const question = action.confirm!(record);
  const success = action.success(record);
  return {
    label: action.label(record),
    question: tr(question.key, question.values),
    success: tr(Array.isArray(success) ? success[0]! : (success as string)),
  };
};

describe('block and unblock confirmations', () => {
  it('ERR-012: customers, storekeepers, shipping agencies, deposits and trucking companies ask before blocking or unblocking, with the name, and confirm each way', () => {
    for (const [resource, active, blocked, noun, subject] of ENTITIES) {
      const action = definitionOf(resource)!.actions!.find((a) => a.name === 'block')!;
      const name = 'Sur';
      const unblockedSubject = subject.replace('bloquead', 'desbloquead');
      expect(shown(action, active), resource).toEqual({
        label: 'Bloquear',
        question: expect.stringMatching(new RegExp(`^¿Desea bloquear ${noun} .*${name}\\?$`)),
        success: `${subject} correctamente!`,
      });
      expect(shown(action, blocked), resource).toEqual({
        label: 'Desbloquear',
        question: expect.stringMatching(new RegExp(`^¿Desea desbloquear ${noun} .*${name}\\?$`)),
        success: `${unblockedSubject} correctamente!`,
      });
    }
  });
});
