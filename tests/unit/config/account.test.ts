import { describe, expect, it } from 'vitest';
import { accountPageFor } from '../../../src/config/account';

describe('where a login lands by review status', () => {
  it('sends a company to its details or its review until approved', () => {
    expect(accountPageFor('UNSUBMITTED')).toBe('/register2');
    expect(accountPageFor('PENDING')).toBe('/examining');
    expect(accountPageFor('REJECTED')).toBe('/examining');
    expect(accountPageFor('APPROVED')).toBeUndefined();
    // Accounts set up by the platform carry no status.
    expect(accountPageFor(undefined)).toBeUndefined();
  });
});
