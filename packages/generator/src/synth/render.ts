import type { Score } from '../compose/score';
import { masterTo, type MasterResult } from '../loudness/normalise';
import { mixdown } from '../mix/mixdown';

/** Score to mastered 44.1 kHz stereo Float32 PCM at -14 LUFS, true peak under -1 dBTP. */
export function renderSong(score: Score): MasterResult {
  return masterTo(mixdown(score));
}
