import { describe, expect, it } from 'vitest';
import { dedicationLine } from './steps/PaymentStep';

describe('the payment step says who the song is for', () => {
  it('joins the names, relationship and signature the buyer gave, and says nothing when they gave none', () => {
    const line = (recipient: string, relationship: string, signedFrom: string) =>
      dedicationLine({ recipient, relationship, signedFrom });
    expect(line('Anna and Tomasz', 'our parents', 'your kids')).toBe(
      'Anna and Tomasz (our parents) · signed “your kids”',
    );
    expect(line(' Grandpa Joe ', '', '')).toBe('Grandpa Joe');
    expect(line('', 'my team', 'Ida')).toBe('my team · signed “Ida”');
    expect(line('', '', '  ')).toBe('');
  });
});
