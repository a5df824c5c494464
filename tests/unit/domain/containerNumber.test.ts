import { describe, expect, it } from 'vitest';
import { containerInput, containerNumberError, isContainerNumber } from '../../../src/domain/containerNumber';

describe('container numbers as typed (D2 §5)', () => {
  it("VAL-022: forced upper case, letters and digits only, exactly 11; else 'Número de contenedor inválido'", () => {
    expect(containerInput('mscu-1234 565')).toBe('MSCU1234565');
    expect(containerInput('mscu12345651234')).toBe('MSCU1234565');
    expect(containerInput('ñandú 12')).toBe('AND12');
    expect(containerNumberError('MSCU1234565')).toBeUndefined();
    for (const bad of ['MSCU123456', 'MSCU12345651', 'mscu1234565', 'MSCU-123456', ''])
      expect(containerNumberError(bad), bad).toBe('Número de contenedor inválido');
    expect(isContainerNumber(containerInput('  msc u123 4565 '))).toBe(true);
  });
});
