import { describe, expect, it } from 'vitest';
import type { TAdminRequestDetail } from '@serenade/contract';
import { keepSampleLinks } from './api';

const now = () => Math.floor(Date.now() / 1000);
const detail = (id: string, exp: number, status = 'generating') =>
  ({
    id,
    status,
    samples: [
      {
        id: 's1',
        filename: 'hum.mp3',
        mime: 'audio/mpeg',
        size: 10,
        kind: 'audio',
        url: `/media/request-samples/s1?exp=${exp}&sig=a${exp}`,
      },
    ],
  }) as unknown as TAdminRequestDetail;

describe('keepSampleLinks', () => {
  it('keeps the sample link on the page while it has ten minutes or more left, takes the rest of the new answer', () => {
    const before = detail('r1', now() + 3600);
    const after = keepSampleLinks(before, detail('r1', now() + 3601, 'completed')) as TAdminRequestDetail;
    expect(after.samples[0]!.url).toBe(before.samples[0]!.url);
    expect(after.status).toBe('completed');
  });

  it('takes the new link when the old one is about to expire, or for another request', () => {
    const fresh = detail('r1', now() + 3600);
    expect((keepSampleLinks(detail('r1', now() + 60), fresh) as TAdminRequestDetail).samples[0]!.url).toBe(
      fresh.samples[0]!.url,
    );
    expect((keepSampleLinks(detail('r2', now() + 3000), fresh) as TAdminRequestDetail).samples[0]!.url).toBe(
      fresh.samples[0]!.url,
    );
  });
});
