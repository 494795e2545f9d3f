// /cookie-policy: the Cookie Policy (SPEC 2.21), open to everyone including visitors.
import { LegalPage } from '../components/legal-page.tsx';

export function Component() {
  return <LegalPage document="cookies" />;
}
