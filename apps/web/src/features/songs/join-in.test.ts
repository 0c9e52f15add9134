import { describe, expect, it } from 'vitest';
import { canJoinIn } from './join-in';

const owner = { canShare: true, revision: null };
const staff = { canShare: false, revision: null };

describe('canJoinIn', () => {
  it('lets anyone who sees a public, active song join in', () => {
    expect(canJoinIn({ isPublic: true, status: 'active' }, false)).toBe(true);
    expect(canJoinIn({ isPublic: true, status: 'active', access: staff }, false)).toBe(true);
  });

  it('lets the owner and key holders join in on a private song', () => {
    expect(canJoinIn({ isPublic: false, status: 'active', access: owner }, false)).toBe(true);
    expect(canJoinIn({ isPublic: false, status: 'active' }, true)).toBe(true);
    expect(canJoinIn({ isPublic: false, status: 'active', access: staff }, true)).toBe(true);
  });

  it('keeps staff to looking at a member’s private or archived song', () => {
    expect(canJoinIn({ isPublic: false, status: 'active', access: staff }, false)).toBe(false);
    expect(canJoinIn({ isPublic: true, status: 'archived', access: staff }, false)).toBe(false);
  });
});
