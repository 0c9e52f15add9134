import type { Score } from '../compose/score';
import { masterInPlace, type MasterResult } from '../loudness/normalise';
import { mixdownMeasured } from '../mix/mixdown';

/** Score to mastered 44.1 kHz stereo Float32 PCM at -14 LUFS, true peak under -1 dBTP. */
export function renderSong(score: Score): MasterResult {
  // the mix is ours alone, so it is mastered in place rather than copied
  const { pcm, ...known } = mixdownMeasured(score);
  return masterInPlace(pcm, known);
}
