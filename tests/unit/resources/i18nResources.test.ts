import { describe, expect, it } from 'vitest';
import { i18nProvider, resourceMessages } from '../../../src/resources/i18n';
import { definitions } from '../../../src/resources/registry';

describe('resource labels come from the definitions', () => {
  it('CONST-001: every field of every definition has a Spanish label through the i18n provider', () => {
    for (const d of definitions) {
      for (const f of d.fields) {
        expect(i18nProvider.translate(`resources.${d.name}.fields.${f.source}`), `${d.name}.${f.source}`).toBe(f.label);
      }
      expect(i18nProvider.translate(`resources.${d.name}.name`, { smart_count: 2 })).toBe(d.label.many);
      expect(i18nProvider.translate(`resources.${d.name}.name`, { smart_count: 1 })).toBe(d.label.one);
    }
  });

  it('CONST-001: nested sources become nested keys', () => {
    const tree = resourceMessages(definitions) as Record<string, any>;
    expect(tree.agents.fields.user.email).toBe('E-mail');
    expect(tree.agents.fields.contactInfo.contactPhone).toBe('Teléfono');
  });

  it('ERR-006: app texts resolve, unknown server messages pass through', () => {
    expect(i18nProvider.translate('app.success.agentUpdated')).toBe('Agente modificado correctamente');
    expect(i18nProvider.translate('Mensaje del servidor - 409')).toBe('Mensaje del servidor - 409');
  });
});
