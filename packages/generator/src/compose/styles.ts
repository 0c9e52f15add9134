import type { Mode, SongStyle } from '../types';
import type { Patch } from './score';

export type Groove = 'pop' | 'rock' | 'hiphop' | 'edm' | 'jazz' | 'rnb' | 'country' | 'none';
export type BassStyle = 'pop' | 'rock' | 'hiphop' | 'edm' | 'walking' | 'rnb' | 'country' | 'classical';
export type CompStyle =
  'popPiano' | 'powerChords' | 'sparseKeys' | 'edmArp' | 'jazzComp' | 'rnbKeys' | 'strum' | 'arpeggio';

type Progressions = { verse: string[][]; chorus: string[][]; bridge: string[][] };

export type StyleProfile = {
  style: SongStyle;
  tempo: [number, number];
  /** 0 = straight; 0.33 = triplet swing of the swing unit */
  swing: number;
  swingUnit: 0.5 | 0.25;
  minorChance: number;
  keys: { major: number[]; minor: number[] };
  progressions: Record<Mode, Progressions>;
  groove: Groove;
  bass: BassStyle;
  comp: CompStyle;
  patches: { lead: Patch; bass: Patch; comp: Patch; pad?: Patch; extra?: Patch };
  /** final chorus up a whole step */
  lift: boolean;
  instruments: string[];
};

const POP_MAJOR: Progressions = {
  verse: [
    ['I', 'V', 'vi', 'IV'],
    ['vi', 'IV', 'I', 'V'],
    ['I', 'iii', 'IV', 'V'],
  ],
  chorus: [
    ['IV', 'I', 'V', 'vi'],
    ['I', 'V', 'vi', 'IV'],
    ['vi', 'IV', 'I', 'V'],
  ],
  bridge: [
    ['vi', 'IV', 'ii', 'V'],
    ['ii', 'vi', 'IV', 'V'],
    ['vi', 'V', 'IV', 'V'],
  ],
};
const POP_MINOR: Progressions = {
  verse: [
    ['i', 'bVI', 'bIII', 'bVII'],
    ['i', 'iv', 'bVI', 'V'],
    ['i', 'bVII', 'bVI', 'bVII'],
  ],
  chorus: [
    ['bVI', 'bVII', 'i', 'i'],
    ['bVI', 'bIII', 'bVII', 'i'],
    ['iv', 'bVI', 'bVII', 'i'],
  ],
  bridge: [
    ['bIII', 'bVII', 'iv', 'V'],
    ['bVI', 'bIII', 'iv', 'V'],
  ],
};

export const STYLES: Record<Exclude<SongStyle, 'other'>, StyleProfile> = {
  pop: {
    style: 'pop',
    tempo: [100, 120],
    swing: 0,
    swingUnit: 0.5,
    minorChance: 0.2,
    keys: { major: [0, 7, 2, 5, 9], minor: [9, 4, 2] },
    progressions: { major: POP_MAJOR, minor: POP_MINOR },
    groove: 'pop',
    bass: 'pop',
    comp: 'popPiano',
    patches: { lead: 'lead', bass: 'bass', comp: 'piano', pad: 'pad' },
    lift: true,
    instruments: ['lead synth (vocal line)', 'piano', 'electric bass', 'warm pad', 'pop drum kit'],
  },
  rock: {
    style: 'rock',
    tempo: [112, 138],
    swing: 0,
    swingUnit: 0.5,
    minorChance: 0.3,
    keys: { major: [4, 9, 2, 7], minor: [4, 9, 2] },
    progressions: {
      major: {
        verse: [
          ['I5', 'bVII5', 'IV5', 'I5'],
          ['I5', 'V5', 'vi5', 'IV5'],
          ['I5', 'IV5', 'I5', 'V5'],
        ],
        chorus: [
          ['IV5', 'I5', 'V5', 'V5'],
          ['I5', 'V5', 'IV5', 'IV5'],
          ['vi5', 'IV5', 'I5', 'V5'],
        ],
        bridge: [
          ['vi5', 'V5', 'IV5', 'V5'],
          ['bVI5', 'bVII5', 'I5', 'I5'],
        ],
      },
      minor: {
        verse: [
          ['i5', 'bVI5', 'bVII5', 'i5'],
          ['i5', 'bIII5', 'bVII5', 'iv5'],
        ],
        chorus: [
          ['bVI5', 'bVII5', 'i5', 'i5'],
          ['bIII5', 'bVII5', 'bVI5', 'bVII5'],
        ],
        bridge: [
          ['iv5', 'bVI5', 'V5', 'V5'],
          ['bVI5', 'bVII5', 'V5', 'V5'],
        ],
      },
    },
    groove: 'rock',
    bass: 'rock',
    comp: 'powerChords',
    patches: { lead: 'leadBright', bass: 'bass', comp: 'powerguitar' },
    lift: true,
    instruments: ['bright lead (vocal line)', 'distorted power-chord guitar', 'picked bass', 'rock drum kit'],
  },
  hiphop: {
    style: 'hiphop',
    tempo: [85, 95],
    swing: 0.22,
    swingUnit: 0.25,
    minorChance: 0.75,
    keys: { major: [5, 10, 3], minor: [1, 5, 6, 9] },
    progressions: {
      major: {
        verse: [
          ['Imaj7', 'vi7', 'ii7', 'V7'],
          ['IVmaj7', 'iii7', 'vi7', 'vi7'],
        ],
        chorus: [
          ['IVmaj7', 'V7', 'iii7', 'vi7'],
          ['ii7', 'V7', 'Imaj7', 'vi7'],
        ],
        bridge: [['vi7', 'ii7', 'IVmaj7', 'V7']],
      },
      minor: {
        verse: [
          ['i7', 'i7', 'iv7', 'iv7'],
          ['i7', 'bVImaj7', 'iv7', 'V7'],
          ['i9', 'bVIImaj7', 'bVImaj7', 'V7'],
        ],
        chorus: [
          ['bVImaj7', 'bVII', 'i7', 'i7'],
          ['iv7', 'bVII7', 'bIIImaj7', 'bVImaj7'],
        ],
        bridge: [['bIIImaj7', 'bVImaj7', 'iv7', 'V7']],
      },
    },
    groove: 'hiphop',
    bass: 'hiphop',
    comp: 'sparseKeys',
    patches: { lead: 'lead', bass: 'sub808', comp: 'epiano', pad: 'pad' },
    lift: false,
    instruments: [
      'lead synth (vocal line)',
      'electric piano',
      '808 sub bass',
      'soft pad',
      'boom-bap drums (swung 16ths)',
    ],
  },
  electronic: {
    style: 'electronic',
    tempo: [120, 128],
    swing: 0,
    swingUnit: 0.25,
    minorChance: 0.65,
    keys: { major: [0, 7, 2, 5], minor: [9, 5, 2, 7] },
    progressions: {
      major: {
        verse: [
          ['vi', 'IV', 'I', 'V'],
          ['I', 'V', 'vi', 'IV'],
        ],
        chorus: [
          ['IV', 'V', 'vi', 'I'],
          ['vi', 'IV', 'I', 'V'],
        ],
        bridge: [['ii', 'IV', 'vi', 'V']],
      },
      minor: {
        verse: [
          ['i', 'bVI', 'bIII', 'bVII'],
          ['i', 'bVII', 'bVI', 'bVII'],
        ],
        chorus: [
          ['bVI', 'bVII', 'i', 'i'],
          ['bVI', 'bIII', 'bVII', 'i'],
        ],
        bridge: [
          ['iv', 'bVI', 'bIII', 'bVII'],
          ['bVI', 'bVII', 'bIII', 'V'],
        ],
      },
    },
    groove: 'edm',
    bass: 'edm',
    comp: 'edmArp',
    patches: { lead: 'leadBright', bass: 'sawbass', comp: 'synthpluck', pad: 'sawpad' },
    lift: false,
    instruments: [
      'bright lead (vocal line)',
      'saw pad (side-chained)',
      'pluck arpeggio',
      'saw bass',
      'four-on-the-floor kit',
    ],
  },
  rnb: {
    style: 'rnb',
    tempo: [66, 80],
    swing: 0.12,
    swingUnit: 0.25,
    minorChance: 0.45,
    keys: { major: [3, 8, 1, 10], minor: [0, 5, 10] },
    progressions: {
      major: {
        verse: [
          ['Imaj9', 'vi9', 'ii9', 'V9'],
          ['IVmaj9', 'iii7', 'vi9', 'ii9'],
        ],
        chorus: [
          ['IVmaj9', 'V9', 'iii7', 'vi9'],
          ['ii9', 'V9', 'Imaj9', 'vi9'],
        ],
        bridge: [['vi9', 'iii7', 'IVmaj9', 'V9']],
      },
      minor: {
        verse: [
          ['i9', 'iv9', 'bVIImaj9', 'bIIImaj9'],
          ['i9', 'bVImaj9', 'iv9', 'V9'],
        ],
        chorus: [
          ['bVImaj9', 'bVII9', 'i9', 'i9'],
          ['iv9', 'bVII9', 'bIIImaj9', 'bVImaj9'],
        ],
        bridge: [['bIIImaj9', 'bVImaj9', 'ii\u00f87', 'V9']],
      },
    },
    groove: 'rnb',
    bass: 'rnb',
    comp: 'rnbKeys',
    patches: { lead: 'lead', bass: 'bass', comp: 'epiano', pad: 'pad' },
    lift: true,
    instruments: ['lead synth (vocal line)', 'electric piano (9th chords)', 'finger bass', 'warm pad', 'slow R&B kit'],
  },
  country: {
    style: 'country',
    tempo: [96, 116],
    swing: 0,
    swingUnit: 0.5,
    minorChance: 0.12,
    keys: { major: [7, 2, 9, 0, 4], minor: [4, 9] },
    progressions: {
      major: {
        verse: [
          ['I', 'IV', 'I', 'V'],
          ['I', 'I', 'IV', 'I'],
          ['I', 'V', 'vi', 'IV'],
        ],
        chorus: [
          ['IV', 'I', 'V', 'I'],
          ['I', 'IV', 'V', 'I'],
          ['IV', 'V', 'I', 'vi'],
        ],
        bridge: [
          ['vi', 'IV', 'I', 'V'],
          ['IV', 'V', 'vi', 'V'],
        ],
      },
      minor: POP_MINOR,
    },
    groove: 'country',
    bass: 'country',
    comp: 'strum',
    patches: { lead: 'lead', bass: 'bass', comp: 'guitar', extra: 'piano' },
    lift: true,
    instruments: [
      'lead synth (vocal line)',
      'plucked acoustic guitar (Karplus-Strong)',
      'piano',
      'root-fifth bass',
      'train-beat brushes',
    ],
  },
  jazz: {
    style: 'jazz',
    tempo: [120, 160],
    swing: 0.33,
    swingUnit: 0.5,
    minorChance: 0.25,
    keys: { major: [5, 10, 3, 0], minor: [2, 7, 0] },
    progressions: {
      major: {
        verse: [
          ['Imaj7', 'vi7', 'ii7', 'V7'],
          ['iii7', 'vi7', 'ii7', 'V7'],
          ['Imaj7', 'IV7', 'iii7', 'VI7'],
        ],
        chorus: [
          ['ii7', 'V7', 'Imaj7', 'VI7'],
          ['IVmaj7', 'iii7', 'ii7', 'V7'],
        ],
        bridge: [
          ['iii7', 'VI7', 'ii7', 'V7'],
          ['IVmaj7', 'bVII7', 'iii7', 'VI7'],
        ],
      },
      minor: {
        verse: [
          ['i7', 'iv7', 'ii\u00f87', 'V7'],
          ['i7', 'bVImaj7', 'ii\u00f87', 'V7'],
        ],
        chorus: [
          ['iv7', 'bVII7', 'bIIImaj7', 'bVImaj7'],
          ['ii\u00f87', 'V7', 'i7', 'i7'],
        ],
        bridge: [['bVImaj7', 'ii\u00f87', 'V7', 'i7']],
      },
    },
    groove: 'jazz',
    bass: 'walking',
    comp: 'jazzComp',
    patches: { lead: 'leadFlute', bass: 'upright', comp: 'piano' },
    lift: false,
    instruments: [
      'flute-like lead (vocal line)',
      'comping piano (7th chords)',
      'walking upright bass',
      'swing ride kit',
    ],
  },
  classical: {
    style: 'classical',
    tempo: [72, 96],
    swing: 0,
    swingUnit: 0.5,
    minorChance: 0.3,
    keys: { major: [0, 7, 2, 10, 3], minor: [9, 2, 4] },
    progressions: {
      major: {
        verse: [
          ['I', 'IV', 'V', 'I'],
          ['I', 'vi', 'ii', 'V'],
          ['I', 'V', 'vi', 'iii'],
        ],
        chorus: [
          ['IV', 'V', 'iii', 'vi'],
          ['vi', 'IV', 'V', 'I'],
          ['IV', 'I', 'ii', 'V'],
        ],
        bridge: [
          ['vi', 'iii', 'IV', 'V'],
          ['ii', 'V', 'vi', 'V'],
        ],
      },
      minor: {
        verse: [
          ['i', 'iv', 'V', 'i'],
          ['i', 'bVI', 'iv', 'V'],
        ],
        chorus: [
          ['bVI', 'bIII', 'iv', 'V'],
          ['iv', 'i', 'V', 'i'],
        ],
        bridge: [['bIII', 'bVII', 'bVI', 'V']],
      },
    },
    groove: 'none',
    bass: 'classical',
    comp: 'arpeggio',
    patches: { lead: 'leadViolin', bass: 'cello', comp: 'piano', pad: 'strings' },
    lift: false,
    instruments: ['violin-like lead (vocal line)', 'string ensemble', 'arpeggiated piano', 'cello bass'],
  },
  folk: {
    // Acoustic and intimate: a fingerpicked guitar carries the harmony, an upright bass holds the
    // roots, a whistle-like flute answers the voice and soft strings arrive in the choruses; no kit.
    style: 'folk',
    tempo: [84, 104],
    swing: 0,
    swingUnit: 0.5,
    minorChance: 0.25,
    // guitar-friendly keys: G, D, C, A, E; minor Em, Am, Dm
    keys: { major: [7, 2, 0, 9, 4], minor: [4, 9, 2] },
    progressions: {
      major: {
        verse: [
          ['I', 'IV', 'I', 'V'],
          ['I', 'bVII', 'IV', 'I'],
          ['I', 'iii', 'IV', 'I'],
          ['vi', 'IV', 'I', 'V'],
        ],
        chorus: [
          ['IV', 'I', 'V', 'vi'],
          ['I', 'V', 'IV', 'I'],
          ['IV', 'V', 'I', 'I'],
        ],
        bridge: [
          ['vi', 'V', 'IV', 'IV'],
          ['ii', 'IV', 'I', 'V'],
        ],
      },
      minor: {
        verse: [
          ['i', 'bVII', 'bVI', 'bVII'],
          ['i', 'iv', 'i', 'bVII'],
          ['i', 'bIII', 'bVII', 'i'],
        ],
        chorus: [
          ['bIII', 'bVII', 'i', 'i'],
          ['bVI', 'bVII', 'i', 'i'],
        ],
        bridge: [['iv', 'bVI', 'bVII', 'V']],
      },
    },
    groove: 'none',
    bass: 'classical',
    comp: 'arpeggio',
    patches: { lead: 'leadFlute', bass: 'upright', comp: 'guitar', pad: 'strings' },
    lift: false,
    instruments: [
      'flute-like lead (vocal line)',
      'fingerpicked acoustic guitar (Karplus-Strong)',
      'upright bass',
      'soft strings',
    ],
  },
};

export const CORE_STYLES = Object.keys(STYLES) as Exclude<SongStyle, 'other'>[];

/** 'other' borrows the groove of one style and the harmony and sounds of another. */
export function blendProfiles(a: StyleProfile, b: StyleProfile): StyleProfile {
  return {
    ...b,
    style: 'other',
    tempo: [Math.round((a.tempo[0] + b.tempo[0]) / 2), Math.round((a.tempo[1] + b.tempo[1]) / 2)],
    swing: a.swing,
    swingUnit: a.swingUnit,
    groove: a.groove === 'none' ? 'pop' : a.groove,
    bass: a.bass,
    patches: { ...b.patches, bass: a.patches.bass },
    instruments: [
      ...new Set([
        ...b.instruments.filter((i) => !/kit|drums|bass/.test(i)),
        ...a.instruments.filter((i) => /kit|drums|bass/.test(i)),
      ]),
    ],
  };
}
