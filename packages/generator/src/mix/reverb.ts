import { SR } from '../synth/dsp';

/**
 * Feedback-delay-network reverb (4 lines, Hadamard mixing, damped loops) fed from a mono
 * send bus and added into the stereo bus. Cheaper than an 8-comb Freeverb per channel while
 * giving a denser tail.
 */
export function addReverb(send: Float32Array, left: Float32Array, right: Float32Array, rt60: number, wet: number, damping = 0.35): void {
  const lens = [1687, 1601, 2053, 2251];
  const lines = lens.map((l) => new Float32Array(l));
  const pos = [0, 0, 0, 0];
  const g = lens.map((l) => Math.pow(10, (-3 * l) / (rt60 * SR)));
  const [g0, g1, g2, g3] = g;
  const [b0, b1, b2, b3] = lines;
  const [n0, n1, n2, n3] = lens;
  let p0 = 0, p1 = 0, p2 = 0, p3 = 0;
  let lp0 = 0, lp1 = 0, lp2 = 0, lp3 = 0;
  const d = 1 - damping;
  // two input allpasses smear transients so the tail doesn't start with discrete echoes
  const apLen = [347, 113];
  const ap = apLen.map((l) => new Float32Array(l));
  let a0 = 0, a1 = 0;
  const apG = 0.6;
  const pre = Math.round(0.018 * SR);
  const n = send.length;
  for (let i = 0; i < n; i++) {
    let x = i >= pre ? send[i - pre] : 0;
    let bufv = ap[0][a0];
    let y = -apG * x + bufv;
    ap[0][a0] = x + apG * y;
    if (++a0 === apLen[0]) a0 = 0;
    x = y;
    bufv = ap[1][a1];
    y = -apG * x + bufv;
    ap[1][a1] = x + apG * y;
    if (++a1 === apLen[1]) a1 = 0;
    x = y;

    const o0 = b0[p0], o1 = b1[p1], o2 = b2[p2], o3 = b3[p3];
    lp0 += d * (o0 - lp0);
    lp1 += d * (o1 - lp1);
    lp2 += d * (o2 - lp2);
    lp3 += d * (o3 - lp3);
    const s01 = lp0 + lp1, d01 = lp0 - lp1, s23 = lp2 + lp3, d23 = lp2 - lp3;
    b0[p0] = x + g0 * 0.5 * (s01 + s23);
    b1[p1] = x + g1 * 0.5 * (d01 + d23);
    b2[p2] = x + g2 * 0.5 * (s01 - s23);
    b3[p3] = x + g3 * 0.5 * (d01 - d23);
    if (++p0 === n0) p0 = 0;
    if (++p1 === n1) p1 = 0;
    if (++p2 === n2) p2 = 0;
    if (++p3 === n3) p3 = 0;
    left[i] += wet * (o0 + 0.6 * o2 - 0.3 * o3);
    right[i] += wet * (o1 + 0.6 * o3 - 0.3 * o2);
  }
  void pos;
}
