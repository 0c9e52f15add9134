import { SR } from '../synth/dsp';

const LENS = [1687, 1601, 2053, 2251];
const AP_LENS = [347, 113];
const AP_G = 0.6;

/**
 * Feedback-delay-network reverb (4 lines, Hadamard mixing, damped loops) fed from a mono
 * send bus and added into the stereo bus. Cheaper than an 8-comb Freeverb per channel while
 * giving a denser tail. Runs as a stream: `process` continues where the last call stopped,
 * so the mix can be rendered a block at a time.
 */
export class Reverb {
  private readonly lines = LENS.map((l) => new Float64Array(l));
  private readonly pos = new Int32Array(4);
  private readonly lp = new Float64Array(4);
  private readonly ap = AP_LENS.map((l) => new Float64Array(l));
  private readonly apPos = new Int32Array(2);
  /** 18 ms pre-delay: ring of the last send samples */
  private readonly pre = new Float32Array(Math.round(0.018 * SR));
  private prePos = 0;
  private readonly g: number[];
  private readonly d: number;

  constructor(
    rt60: number,
    private readonly wet: number,
    damping = 0.35,
  ) {
    this.g = LENS.map((l) => Math.pow(10, (-3 * l) / (rt60 * SR)));
    this.d = 1 - damping;
  }

  /** Reads send[0..count) and adds the wet signal into left/right[at..at+count). */
  process(send: Float32Array, left: Float32Array, right: Float32Array, at: number, count: number): void {
    const [g0, g1, g2, g3] = this.g;
    const [b0, b1, b2, b3] = this.lines;
    const [n0, n1, n2, n3] = LENS;
    const [ap0, ap1] = this.ap;
    const [apn0, apn1] = AP_LENS;
    const pre = this.pre;
    const preLen = pre.length;
    const d = this.d;
    const wet = this.wet;
    let p0 = this.pos[0],
      p1 = this.pos[1],
      p2 = this.pos[2],
      p3 = this.pos[3];
    let lp0 = this.lp[0],
      lp1 = this.lp[1],
      lp2 = this.lp[2],
      lp3 = this.lp[3];
    let a0 = this.apPos[0],
      a1 = this.apPos[1];
    let pp = this.prePos;
    for (let k = 0; k < count; k++) {
      // two input allpasses smear transients so the tail doesn't start with discrete echoes
      let x: number = pre[pp];
      pre[pp] = send[k];
      if (++pp === preLen) pp = 0;
      let bufv: number = ap0[a0];
      let y = -AP_G * x + bufv;
      ap0[a0] = x + AP_G * y;
      if (++a0 === apn0) a0 = 0;
      x = y;
      bufv = ap1[a1];
      y = -AP_G * x + bufv;
      ap1[a1] = x + AP_G * y;
      if (++a1 === apn1) a1 = 0;
      x = y;

      const o0 = b0[p0],
        o1 = b1[p1],
        o2 = b2[p2],
        o3 = b3[p3];
      lp0 += d * (o0 - lp0);
      lp1 += d * (o1 - lp1);
      lp2 += d * (o2 - lp2);
      lp3 += d * (o3 - lp3);
      const s01 = lp0 + lp1,
        d01 = lp0 - lp1,
        s23 = lp2 + lp3,
        d23 = lp2 - lp3;
      b0[p0] = x + g0 * 0.5 * (s01 + s23);
      b1[p1] = x + g1 * 0.5 * (d01 + d23);
      b2[p2] = x + g2 * 0.5 * (s01 - s23);
      b3[p3] = x + g3 * 0.5 * (d01 - d23);
      if (++p0 === n0) p0 = 0;
      if (++p1 === n1) p1 = 0;
      if (++p2 === n2) p2 = 0;
      if (++p3 === n3) p3 = 0;
      const i = at + k;
      left[i] += wet * (o0 + 0.6 * o2 - 0.3 * o3);
      right[i] += wet * (o1 + 0.6 * o3 - 0.3 * o2);
    }
    this.pos[0] = p0;
    this.pos[1] = p1;
    this.pos[2] = p2;
    this.pos[3] = p3;
    this.lp[0] = lp0;
    this.lp[1] = lp1;
    this.lp[2] = lp2;
    this.lp[3] = lp3;
    this.apPos[0] = a0;
    this.apPos[1] = a1;
    this.prePos = pp;
  }
}
