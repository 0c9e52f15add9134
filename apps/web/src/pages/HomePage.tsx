import { CallToAction } from '../features/home/CallToAction';
import { Hero } from '../features/home/Hero';
import { Steps } from '../features/home/Steps';
import { UseCases } from '../features/home/UseCases';

export function HomePage() {
  return (
    <>
      <title>Serenade · Personalised music for every occasion</title>
      <Hero />
      <UseCases />
      <Steps />
      <CallToAction />
    </>
  );
}
