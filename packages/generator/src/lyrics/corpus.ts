// Stories buyers might tell, for the lyric tests and lyrics-samples.md: every occasion and style,
// short and long, one person, couples, teams, pets, places, years and objects, names from many
// languages, titles and surnames, awkward punctuation. The first four are issue 17's examples.
import type { GenerateInput } from '../types';

export type CorpusStory = Omit<GenerateInput, 'seed'> & { id: string };

export const CORPUS: CorpusStory[] = [
  {
    id: 'parents-krakow',
    prompt:
      'Our parents Anna and Tomasz met at a dance in Krakow in 1975. Dad rode a red bicycle to every date and Mum still keeps the ticket from the first film they saw. For their 50th anniversary.',
    styles: ['folk'],
  },
  {
    id: 'farewell-daniel',
    prompt: 'A farewell for our colleague Daniel Fischer, who ran the Friday quiz.',
    event: 'farewell',
    styles: ['pop'],
  },
  {
    id: 'retirement-okonkwo',
    prompt: 'Retirement song for Mrs. Okonkwo, who taught chemistry at Hillside School for 32 years.',
    event: 'retirement',
    styles: ['jazz'],
  },
  {
    id: 'phd-aoife',
    prompt: 'Aoife finished her PhD after studying octopuses for five years in Galway.',
    event: 'graduation',
    styles: ['electronic'],
  },
  {
    id: 'grandfather-tahoe',
    prompt: 'My grandfather taught me to fish on Lake Tahoe. His dog Rufus always came along. He turns 80 in May.',
    event: 'birthday',
    styles: ['country'],
  },
  {
    id: 'maya-30',
    prompt: 'For my sister Maya who turns 30 and loves surfing in Biarritz. She has a cat called Miso.',
    event: 'birthday',
    styles: ['pop'],
  },
  {
    id: 'wedding-jonas-amara',
    prompt:
      'Jonas and Amara met under the lanterns of a night market in Lagos. He proposed on a rooftop in 2023 with a ring he hid in a jar of honey.',
    event: 'wedding',
    styles: ['rnb'],
  },
  {
    id: 'wedding-short',
    prompt: 'Wedding song for Priya & Arjun!!',
    event: 'wedding',
    styles: ['classical'],
  },
  {
    id: 'anniversary-hiroshi',
    prompt:
      'My husband Hiroshi and I have been married 25 years. We still dance in the kitchen on Sunday mornings. Our first home was a tiny flat in Osaka.',
    event: 'anniversary',
    styles: ['jazz'],
  },
  {
    id: 'team-sales',
    prompt:
      'Our sales team smashed the target this quarter. Lena built the new pipeline, Marco closed the biggest deal in March, and everyone stayed late before the launch.',
    event: 'team celebration',
    styles: ['rock'],
  },
  {
    id: 'company-orbit',
    prompt:
      'Acme Corp is launching Orbit, a new app for gardeners. We hit one million users this year and we are opening an office in Berlin.',
    event: 'company announcement',
    styles: ['electronic'],
  },
  {
    id: 'holiday-family',
    prompt:
      'A Christmas song for the whole Novak family. Grandma Vera bakes poppy seed rolls every December and the kids build a snowman in the garden.',
    event: 'christmas',
    styles: ['pop'],
  },
  {
    id: 'breakup',
    prompt: 'We broke up last spring. I still keep his old guitar in the hallway. Time to move on.',
    event: 'breakup',
    styles: ['rock'],
    mood: ['sad'],
  },
  {
    id: 'admirer-cafe',
    prompt:
      'For the barista at the corner cafe on Rue Cler, from a secret admirer. She draws a little heart in the foam every morning.',
    event: 'secret admirer',
    styles: ['rnb'],
  },
  {
    id: 'graduation-mateo',
    prompt: 'Mateo graduated from nursing school in Madrid. He worked night shifts at a bakery to pay for it.',
    event: 'graduation',
    styles: ['hiphop'],
  },
  {
    id: 'thanks-coach',
    prompt: 'Thank you to Coach Ben who trained our under-12 football team every Saturday for six years.',
    event: 'thank you',
    styles: ['rock'],
  },
  {
    id: 'birthday-dad-60',
    prompt: "Dad's 60th!!! He fixes old motorbikes in the garage and makes the best jollof rice in Accra.",
    event: 'birthday',
    styles: ['hiphop'],
    recipient: 'Dad',
    relationship: 'my father',
    from: 'Kwame',
  },
  {
    id: 'birthday-grandma-siobhan',
    prompt: 'Grandma Siobhan turns 90. She grew up on a farm in Donegal and taught all of us to bake soda bread.',
    event: 'birthday',
    styles: ['classical'],
    recipient: 'Grandma Siobhan',
    relationship: 'our grandmother',
    from: 'your grandchildren',
  },
  {
    id: 'birthday-one-line',
    prompt: 'happy birthday zoë',
    styles: ['pop'],
  },
  {
    id: 'birthday-dog',
    prompt: 'A birthday song for our dog Pepper, a golden retriever who steals socks and loves the beach at Brighton.',
    event: 'birthday',
    styles: ['country'],
  },
  {
    id: 'anniversary-grandparents',
    prompt:
      'Our grandparents Jean-Pierre and Margot married in Lyon in 1962. Grandpa still brings her coffee in bed and they walk to the bakery every morning.',
    event: 'anniversary',
    styles: ['classical'],
    recipient: 'Jean-Pierre and Margot',
    relationship: 'our grandparents',
    from: 'all of us',
  },
  {
    id: 'retirement-dr-patel',
    prompt:
      'Dr. Amara Patel is retiring after 40 years as the village doctor in Leeds. She delivered half the town and never missed a house call.',
    event: 'retirement',
    styles: ['country'],
  },
  {
    id: 'farewell-team-lead',
    prompt:
      'Our team lead Sven is moving to Oslo. He brought cinnamon buns every Friday and fixed the build at 3am more than once.',
    event: 'farewell',
    styles: ['rock'],
  },
  {
    id: 'graduation-twins',
    prompt:
      'The twins Lila and Noor both graduated from Cairo University in June 2024, one in law and one in medicine.',
    event: 'graduation',
    styles: ['pop'],
    recipient: 'Lila and Noor',
    relationship: 'my daughters',
  },
  {
    id: 'thanks-nurse',
    prompt: "Thank you, nurse Olusegun, for sitting with my mother through the long nights at St. Mary's Hospital.",
    event: 'thanks',
    styles: ['rnb'],
  },
  {
    id: 'holiday-diwali',
    prompt:
      'Diwali song for the Sharma family. We light diyas on the balcony and Nani makes gulab jamun for the whole street.',
    event: 'diwali',
    styles: ['electronic'],
  },
  {
    id: 'general-best-friend',
    prompt:
      'For my best friend Chloé. We met in 2009 on a school trip to Rome, got lost near the Colosseum and laughed all the way back.',
    styles: ['pop'],
  },
  {
    id: 'general-long-story',
    prompt:
      'This is for my brother Tomás. He moved to Vancouver in 2015 with one suitcase and a guitar, played in a small bar on Commercial Drive, ' +
      'met his wife Elena at an open mic night and now runs a music school for kids. He taught me to play my first chords on an old blue guitar.',
    styles: ['folk'],
  },
  {
    id: 'wedding-friends',
    prompt:
      'Our friends Kofi and Ama are getting married in Kumasi!!! They met at university... fell in love over late-night jollof.',
    event: 'wedding',
    styles: ['rnb'],
  },
  {
    id: 'team-hackathon',
    prompt: 'Team Nebula won the hackathon in Bangalore with a robot that waters plants. Ravi soldered until sunrise.',
    event: 'team win',
    styles: ['electronic'],
  },
  {
    id: 'company-bakery',
    prompt:
      "Rosa's Bakery turns ten! We opened on Elm Street in 2015 with one oven and a secret recipe for cinnamon rolls.",
    event: 'company anniversary',
    styles: ['jazz'],
  },
  {
    id: 'birthday-mum-awkward',
    prompt: '   mum... 50 today;; loves her garden -- roses, tomatoes & the old wooden bench  ',
    event: 'birthday',
    styles: ['acoustic'],
    recipient: 'Mum',
    relationship: 'my mother',
  },
  {
    id: 'anniversary-short',
    prompt: '10 years with Sam.',
    event: 'anniversary',
    styles: ['rock'],
  },
  {
    id: 'birthday-kid',
    prompt: 'Our son Leo turns 7. He loves dinosaurs, especially the T-Rex, and his red scooter.',
    event: 'birthday',
    styles: ['pop'],
  },
  {
    id: 'wedding-nikolai',
    prompt:
      'Nikolai and Sofia are getting married in Tbilisi in September. They first met on a night train to Yerevan in 2018.',
    event: 'wedding',
    styles: ['classical'],
  },
  {
    id: 'thanks-teacher',
    prompt: 'To Mr. Abernathy, my piano teacher, who never gave up on me even when I cried over scales.',
    event: 'thank you',
    styles: ['classical'],
  },
  {
    id: 'graduation-pilot',
    prompt: 'My niece Ingrid earned her pilot licence in Reykjavik after 200 hours of flying.',
    event: 'graduation',
    styles: ['rock'],
  },
  {
    id: 'holiday-new-year',
    prompt: 'A New Year song for our neighbours on Maple Lane. We shared a bonfire and hot chocolate in 2024.',
    event: 'new year',
    styles: ['country'],
  },
  {
    id: 'admirer-library',
    prompt: 'For the guy who reads poetry at the library in Dublin every Tuesday. I sit two tables away.',
    event: 'admirer',
    styles: ['jazz'],
  },
  {
    id: 'breakup-moving-on',
    prompt: 'She left in October and took the record player. I am learning to cook for one in our old flat in Glasgow.',
    event: 'breakup',
    styles: ['rnb'],
    mood: ['melancholic'],
  },
  {
    id: 'birthday-twins-team',
    prompt:
      'Happy birthday to the Ferreira twins, Ana and Bia! They turn 21 on the same day, share a yellow car and sing karaoke in Porto.',
    event: 'birthday',
    styles: ['other'],
    recipient: 'Ana and Bia',
    relationship: 'my best friends',
  },
  {
    id: 'birthday-granny-rose',
    prompt: 'For my mum Granny Rose. She always lets me lick the spoon when we bake.',
    event: 'birthday',
    styles: ['country'],
  },
  {
    id: 'general-grandad-war',
    prompt:
      'My grandad Kazimierz fixed clocks in a shop in Gdansk for fifty years. He kept a pocket watch from his father.',
    styles: ['classical'],
  },
  {
    id: 'team-nurses',
    prompt: 'For the night shift nurses on Ward 7 who kept us laughing through the winter.',
    event: 'team thank you',
    styles: ['pop'],
    recipient: 'the night shift',
    relationship: 'our nurses',
  },
  {
    id: 'wedding-given-names',
    prompt: 'They met at a climbing gym in Denver and got engaged on the top of a mountain in Colorado.',
    event: 'wedding',
    styles: ['country'],
    recipient: 'Mia and Jordan',
    relationship: 'my sister and her fiancé',
    from: 'your brother',
  },

  // held out while the writer was tuned, then added: stories nobody had tried before
  {
    id: 'retirement-night-nurse',
    prompt:
      "For Inês, who retires after 38 years as a night nurse at St. Mary's. She always brought soup for the new nurses and knitted hats for the babies.",
    event: 'retirement',
    styles: ['country'],
  },
  {
    id: 'birthday-kofi-40',
    prompt:
      "It's my husband Kofi's 40th! He coaches our son's football team on Saturdays and makes the best jollof rice in Leeds.",
    event: 'birthday',
    styles: ['hiphop'],
  },
  {
    id: 'graduation-mei',
    prompt:
      'Our daughter Mei graduated from law school in Toronto. She studied every night at the kitchen table with our old lamp.',
    event: 'graduation',
    styles: ['pop'],
  },
  {
    id: 'wedding-lars-priyanka',
    prompt:
      'Lars and Priyanka met on a ferry in 2016 and adopted a greyhound named Biscuit. They marry in Bergen this June.',
    event: 'wedding',
    styles: ['folk'],
  },
  {
    id: 'farewell-neighbour-olu',
    prompt:
      'Our neighbour Olu is moving back to Lagos after ten years on our street. He fixed every bike on the block and grew tomatoes over the fence.',
    event: 'farewell',
    styles: ['rnb'],
  },
  {
    id: 'team-win-rowing',
    prompt: 'The under-18 rowing crew won the regional final on the Thames in April after a winter of 5am training.',
    event: 'team win',
    styles: ['rock'],
    recipient: 'the rowing crew',
    relationship: 'my crew',
  },
  {
    id: 'christmas-brother-away',
    prompt: 'Merry Christmas to my little brother Jakub, who is spending his first Christmas away in Melbourne.',
    event: 'christmas',
    styles: ['pop'],
  },
  {
    id: 'ode-hometown-tromso',
    prompt:
      'A song about my hometown Tromsø. I learned to ski there in 1994 and my grandfather fished from the old harbour every winter.',
    styles: ['folk'],
  },
  {
    id: 'ode-truck',
    prompt:
      'a song about my old truck. bought it in 1998, then drove it to every job for 25 years. the dog rides shotgun',
    styles: ['country'],
  },
];
