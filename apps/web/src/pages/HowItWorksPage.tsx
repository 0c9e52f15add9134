import { CallToAction } from '../features/home/CallToAction';
import { Steps } from '../features/home/Steps';

export function HowItWorksPage() {
  return (
    <>
      <title>How It Works · Serenade</title>
      <Steps headingLevel="h1" />
      <CallToAction />
    </>
  );
}
