// /terms-of-service: the Terms of Service (SPEC 2.21), open to everyone including visitors.
import { LegalPage } from '../components/legal-page.tsx';

export function Component() {
  return <LegalPage document="terms" />;
}
