import { DeleteAccountSection } from '../features/account/DeleteAccountSection';
import { PreferencesSection } from '../features/account/PreferencesSection';
import { AccountSection } from '../features/billing/AccountSection';
import { BillingSection } from '../features/billing/BillingSection';
import { Container } from '../ui/Container';
import { PageHeading } from '../ui/PageHeading';

export function SettingsPage() {
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <title>Settings · Serenade</title>
      <PageHeading
        title="Settings"
        description="Your account, e-mails and privacy, song credits, subscription and receipts."
      />
      <div className="mt-8 flex flex-col gap-10">
        <AccountSection />
        <PreferencesSection />
        <BillingSection />
        <DeleteAccountSection />
      </div>
    </Container>
  );
}
