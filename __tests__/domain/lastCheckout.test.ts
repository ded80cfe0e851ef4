import { lastCheckout } from '../../src/domain/availability';

describe('the dialog’s last check-out day', () => {
  const full = ['2027-01-05', '2027-01-09'];
  it('is the first full night on or after check-in (the stay ends that morning), or the usual limit', () => {
    expect(lastCheckout('2027-01-02', full, '2027-04-02')).toBe('2027-01-05');
    expect(lastCheckout('2027-01-06', full, '2027-04-06')).toBe('2027-01-09');
    expect(lastCheckout('2027-01-10', full, '2027-04-10')).toBe('2027-04-10');
    // The 90-night limit comes first when it is nearer.
    expect(lastCheckout('2027-01-02', full, '2027-01-04')).toBe('2027-01-04');
    expect(lastCheckout('2027-01-02', [], undefined)).toBeUndefined();
  });
});
