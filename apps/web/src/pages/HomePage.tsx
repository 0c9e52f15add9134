import { CallToAction } from '../features/home/CallToAction';
import { Hero } from '../features/home/Hero';
import { LatestSongs } from '../features/home/LatestSongs';
import { Steps } from '../features/home/Steps';
import { Testimonials } from '../features/home/Testimonials';
import { UseCases } from '../features/home/UseCases';
import { DemoPlayer } from '../features/player/DemoPlayer';

export function HomePage() {
  return (
    <>
      <title>Serenade · Personalised music for every occasion</title>
      <Hero />
      <LatestSongs />
      <DemoPlayer />
      <UseCases />
      <Steps />
      <Testimonials />
      <CallToAction />
    </>
  );
}
