/** Edges of the permissions lookup (src/domain/permissions.ts) the role tables leave open. */
import { describe, expect, it } from 'vitest';
import { can } from '../../../../src/domain/permissions';

describe('permissions lookup, edges', () => {
  it('a field of a resource that has no row is refused, not an error', () => {
    expect(can(['ROLE_ADMIN'], 'noSuchResource.field', 'edit')).toBe(false);
    expect(can(['ROLE_ADMIN'], 'noSuchResource', 'edit')).toBe(false);
  });
});
